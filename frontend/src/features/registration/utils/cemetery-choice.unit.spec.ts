import type { PublicCemetery } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  cemeteryChoiceOf,
  cemeteryMatches,
  cemeteryOptionText,
  foldForSearch,
} from './cemetery-choice';

const cemetery = (id: string, name: string, city: string, region = 'Grad Beograd') =>
  ({ id, name, city, region, country: 'Serbia' }) satisfies PublicCemetery;

const novo = cemetery('9b2f2c7e-1d2a-4c3b-8e9f-0a1b2c3d4e5f', 'Novo groblje', 'Beograd');
const bezanijsko = cemetery(
  '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5',
  'Bežanijsko groblje',
  'Beograd',
);
const gradskoKg = cemetery(
  '2d3e4f5a-6b7c-4d8e-9fa0-b1c2d3e4f5a6',
  'Gradsko groblje',
  'Kragujevac',
  'Šumadijski okrug',
);
const gradskoCa = cemetery(
  '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
  'Gradsko groblje',
  'Čačak',
  'Moravički okrug',
);
const list = [novo, bezanijsko, gradskoKg, gradskoCa];

describe('foldForSearch', () => {
  it('ignores case, diacritics (đ included) and extra spaces', () => {
    expect(foldForSearch('  Bežanijsko   GROBLJE ')).toBe('bezanijsko groblje');
    expect(foldForSearch('Đurđevo')).toBe('durdevo');
    expect(foldForSearch('Čačak')).toBe('cacak');
  });
});

describe('cemeteryMatches', () => {
  it('finds a cemetery by name, city or region, without diacritics', () => {
    expect(cemeteryMatches(bezanijsko, 'bezanij')).toBe(true);
    expect(cemeteryMatches(gradskoCa, 'cacak')).toBe(true);
    expect(cemeteryMatches(gradskoKg, 'sumadij')).toBe(true);
    expect(cemeteryMatches(novo, 'Kragujevac')).toBe(false);
  });

  it('lists everything while nothing is typed', () => {
    expect(cemeteryMatches(novo, '  ')).toBe(true);
  });
});

describe('cemeteryChoiceOf', () => {
  it('sends a picked option by id', () => {
    expect(cemeteryChoiceOf(cemeteryOptionText(gradskoCa), list)).toEqual({
      cemeteryId: gradskoCa.id,
      cemeteryName: null,
    });
  });

  it('sends a typed name that matches exactly one cemetery by id', () => {
    expect(cemeteryChoiceOf('novo GROBLJE ', list)).toEqual({
      cemeteryId: novo.id,
      cemeteryName: null,
    });
    expect(cemeteryChoiceOf('Bezanijsko groblje', list)).toEqual({
      cemeteryId: bezanijsko.id,
      cemeteryName: null,
    });
  });

  it('sends a name shared by several cemeteries as typed, not as a guess', () => {
    expect(cemeteryChoiceOf('Gradsko groblje', list)).toEqual({
      cemeteryId: null,
      cemeteryName: 'Gradsko groblje',
    });
  });

  it('sends an unknown cemetery by its trimmed name', () => {
    expect(cemeteryChoiceOf('  Seosko groblje Brezna ', list)).toEqual({
      cemeteryId: null,
      cemeteryName: 'Seosko groblje Brezna',
    });
    expect(cemeteryChoiceOf('Novo groblje', [])).toEqual({
      cemeteryId: null,
      cemeteryName: 'Novo groblje',
    });
  });

  it('sends neither when the field is empty', () => {
    for (const empty of [undefined, null, '', '   ']) {
      expect(cemeteryChoiceOf(empty, list)).toEqual({ cemeteryId: null, cemeteryName: null });
    }
  });
});

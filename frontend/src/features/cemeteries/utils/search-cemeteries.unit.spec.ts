import { describe, expect, it } from 'vitest';
import { filterCemeteries, matchesCemeterySearch } from './search-cemeteries';

const novo = { name: 'Novo groblje', city: 'Beograd', region: 'Grad Beograd' };
const cacak = { name: 'Gradsko groblje', city: 'Čačak', region: 'Moravički okrug' };
const nis = { name: 'Bubanj', city: 'Niš', region: 'Nišavski okrug' };

describe('matchesCemeterySearch', () => {
  it('matches everything for an empty or blank query', () => {
    expect(matchesCemeterySearch(novo, '')).toBe(true);
    expect(matchesCemeterySearch(novo, '   ')).toBe(true);
  });

  it('matches name, city or region, ignoring case', () => {
    expect(matchesCemeterySearch(novo, 'NOVO')).toBe(true);
    expect(matchesCemeterySearch(nis, 'niš')).toBe(true);
    expect(matchesCemeterySearch(cacak, 'moravički')).toBe(true);
    expect(matchesCemeterySearch(nis, 'zlatibor')).toBe(false);
  });

  it('ignores Serbian diacritics', () => {
    expect(matchesCemeterySearch(cacak, 'cacak')).toBe(true);
    expect(matchesCemeterySearch(nis, 'nisavski')).toBe(true);
  });

  it('accepts "d" or "dj" for "đ"', () => {
    const djurdjevo = { name: 'Groblje', city: 'Đurđevo', region: 'Južnobački okrug' };
    expect(matchesCemeterySearch(djurdjevo, 'djurdjevo')).toBe(true);
    expect(matchesCemeterySearch(djurdjevo, 'durdevo')).toBe(true);
    expect(matchesCemeterySearch(djurdjevo, 'Đurđevo')).toBe(true);
  });

  it('requires every word, each in any of the fields', () => {
    expect(matchesCemeterySearch(novo, 'novo beograd')).toBe(true);
    expect(matchesCemeterySearch(novo, 'novo niš')).toBe(false);
  });
});

describe('filterCemeteries', () => {
  it('keeps the matching cemeteries in their order', () => {
    expect(filterCemeteries([novo, cacak, nis], 'groblje')).toEqual([novo, cacak]);
  });
});

import { describe, expect, it } from 'vitest';
import { regionLine } from './region-line';

describe('regionLine', () => {
  it('shows the region when it differs from the city', () => {
    expect(regionLine({ city: 'Beograd', region: 'Šumadija', country: 'Serbia' })).toEqual({
      kind: 'region',
      region: 'Šumadija',
    });
  });

  it('shows the country when the region repeats the city', () => {
    expect(regionLine({ city: 'Niš', region: 'Niš', country: 'Serbia' })).toEqual({
      kind: 'country',
      country: 'Serbia',
    });
  });

  it('treats case and surrounding spaces as the same city', () => {
    expect(regionLine({ city: 'Novi Sad', region: ' novi sad ', country: 'Serbia' }).kind).toBe(
      'country',
    );
  });

  it('falls back to the country when the region is blank', () => {
    expect(regionLine({ city: 'Subotica', region: '  ', country: 'Serbia' })).toEqual({
      kind: 'country',
      country: 'Serbia',
    });
  });
});

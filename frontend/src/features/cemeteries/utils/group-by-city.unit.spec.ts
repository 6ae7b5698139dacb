import { describe, expect, it } from 'vitest';
import { fewCities, groupByCity, isCityOpen } from './group-by-city';

describe('groupByCity', () => {
  it('groups by city with counts, headings sorted alphabetically', () => {
    const groups = groupByCity([
      { name: 'Novo groblje', city: 'Beograd' },
      { name: 'Bubanj', city: 'Niš' },
      { name: 'Bežanijsko groblje', city: 'Beograd' },
      { name: 'Almaško groblje', city: 'Novi Sad' },
    ]);
    expect(groups.map((g) => [g.city, g.count])).toEqual([
      ['Beograd', 2],
      ['Niš', 1],
      ['Novi Sad', 1],
    ]);
  });

  it('sorts cemeteries by name within a city', () => {
    const [belgrade] = groupByCity([
      { name: 'Novo groblje', city: 'Beograd' },
      { name: 'Bežanijsko groblje', city: 'Beograd' },
    ]);
    expect(belgrade?.cemeteries.map((c) => c.name)).toEqual(['Bežanijsko groblje', 'Novo groblje']);
  });

  it('follows Serbian collation when given the locale', () => {
    const groups = groupByCity(
      [
        { name: 'a', city: 'Čačak' },
        { name: 'b', city: 'Cuprija' },
        { name: 'c', city: 'Dimitrovgrad' },
      ],
      'sr-Latn',
    );
    expect(groups.map((g) => g.city)).toEqual(['Cuprija', 'Čačak', 'Dimitrovgrad']);
  });

  it('merges cities that differ only in case or spaces, keeping the first spelling', () => {
    const groups = groupByCity([
      { name: 'a', city: 'Kragujevac' },
      { name: 'b', city: ' kragujevac ' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ city: 'Kragujevac', count: 2 });
  });

  it('returns no groups for no cemeteries', () => {
    expect(groupByCity([])).toEqual([]);
  });
});

describe('isCityOpen', () => {
  const none = new Map<string, boolean>();

  it('opens every city while they are few, none among many', () => {
    expect(isCityOpen('beograd', none, { cities: fewCities, searching: false })).toBe(true);
    expect(isCityOpen('beograd', none, { cities: 52, searching: false })).toBe(false);
  });

  it('opens the cities a search found, however many', () => {
    expect(isCityOpen('beograd', none, { cities: 52, searching: true })).toBe(true);
  });

  it('keeps a city as the admin last opened or closed it', () => {
    const toggled = new Map([
      ['beograd', true],
      ['niš', false],
    ]);
    expect(isCityOpen('beograd', toggled, { cities: 52, searching: false })).toBe(true);
    expect(isCityOpen('niš', toggled, { cities: 2, searching: true })).toBe(false);
  });

  it('gives every spelling of a city the same key', () => {
    const [group] = groupByCity([
      { name: 'a', city: 'Niš' },
      { name: 'b', city: ' niš' },
    ]);
    expect(group?.key).toBe('niš');
  });
});

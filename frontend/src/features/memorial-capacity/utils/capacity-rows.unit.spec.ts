import { dayCapacity } from '@memorial-care/contracts/domain';
import type { CityCapacity } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { capacityDayAnchor, capacityRowsOf, citiesOverCapacity } from './capacity-rows';

const beograd: CityCapacity = {
  city: 'Beograd',
  ...dayCapacity({ booked: 13, caretakersAvailable: 2 }),
  cemeteries: [
    {
      cemeteryId: 'c1',
      name: 'Bežanijsko groblje',
      ...dayCapacity({ booked: 0, caretakersAvailable: 1 }),
    },
    {
      cemeteryId: 'c2',
      name: 'Novo groblje',
      ...dayCapacity({ booked: 13, caretakersAvailable: 2 }),
    },
  ],
};
const noviSad: CityCapacity = {
  city: 'Novi Sad',
  ...dayCapacity({ booked: 2, caretakersAvailable: 1 }),
  cemeteries: [],
};

describe('capacityRowsOf', () => {
  it('nests each city’s cemeteries under it, with their figures', () => {
    const [city] = capacityRowsOf([beograd]);
    expect(city).toMatchObject({ key: 'city:Beograd', place: 'Beograd', level: 'city', gap: -1 });
    expect(
      city?.children?.map(({ key, place, level, overCapacity }) => ({
        key,
        place,
        level,
        overCapacity,
      })),
    ).toEqual([
      { key: 'c1', place: 'Bežanijsko groblje', level: 'cemetery', overCapacity: false },
      { key: 'c2', place: 'Novo groblje', level: 'cemetery', overCapacity: true },
    ]);
    expect(city).not.toHaveProperty('cemeteries');
  });
});

describe('citiesOverCapacity', () => {
  it('names only the cities with more visits than their caretakers can do', () => {
    expect(citiesOverCapacity([beograd, noviSad])).toEqual(['Beograd']);
  });
});

describe('capacityDayAnchor', () => {
  it('is an element id per day', () => {
    expect(capacityDayAnchor('2026-10-10')).toBe('capacity-day-2026-10-10');
  });
});

import type { DayCapacity } from '@memorial-care/contracts/domain';
import type { CityCapacity } from '@memorial-care/contracts/http';

/** One row of a day's table: a city, its cemeteries nested under it (antd's tree data). */
export interface CapacityRow extends DayCapacity {
  readonly key: string;
  readonly place: string;
  readonly level: 'city' | 'cemetery';
  readonly children?: CapacityRow[];
}

/** The day's cities as table rows, each with its cemeteries as children. */
export const capacityRowsOf = (cities: readonly CityCapacity[]): CapacityRow[] =>
  cities.map(({ city, cemeteries, ...cityFigures }) => ({
    key: `city:${city}`,
    place: city,
    level: 'city',
    ...cityFigures,
    children: cemeteries.map(({ cemeteryId, name, ...figures }) => ({
      key: cemeteryId,
      place: name,
      level: 'cemetery',
      ...figures,
    })),
  }));

/** The cities over capacity that day: what the day's warning names. */
export const citiesOverCapacity = (cities: readonly CityCapacity[]): string[] =>
  cities.filter((city) => city.overCapacity).map((city) => city.city);

/** The element id of a day's card, which `?date=` scrolls to. */
export const capacityDayAnchor = (date: string) => `capacity-day-${date}`;

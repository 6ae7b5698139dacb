import type { Cemetery } from '@memorial-care/contracts/http';

export interface CityGroup<T> {
  /** The city as first spelled; `key` is the same for every spelling of it. */
  city: string;
  key: string;
  count: number;
  cemeteries: T[];
}

type Groupable = Pick<Cemetery, 'city' | 'name'>;

/** Cities that differ only in case or surrounding spaces are one city. */
export const cityKey = (city: string) => city.trim().toLocaleLowerCase();

/**
 * Groups cemeteries under their city, headings sorted alphabetically with the locale's
 * collation (so "Čačak" sorts after "Cacak" in Serbian), cemeteries sorted by name within.
 * Cities that differ only in case or surrounding spaces are one group.
 */
export function groupByCity<T extends Groupable>(
  cemeteries: readonly T[],
  locale?: string,
): CityGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, CityGroup<T>>();
  for (const cemetery of cemeteries) {
    const key = cityKey(cemetery.city);
    const group = groups.get(key) ?? { city: cemetery.city.trim(), key, count: 0, cemeteries: [] };
    group.cemeteries.push(cemetery);
    group.count += 1;
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.city, b.city));
  for (const group of sorted) group.cemeteries.sort((a, b) => collator.compare(a.name, b.name));
  return sorted;
}

/** Up to this many cities, every group starts open: a few headings hide nothing worth hiding. */
export const fewCities = 6;

/**
 * Whether a city's group shows its cemeteries: as the admin last opened or closed it, else open
 * while the cities are few or a search narrowed them (the matches are what was asked for), and
 * closed among many (the Serbian import makes some 50 cities of one cemetery each).
 */
export function isCityOpen(
  key: string,
  toggled: ReadonlyMap<string, boolean>,
  context: { readonly cities: number; readonly searching: boolean },
): boolean {
  return toggled.get(key) ?? (context.searching || context.cities <= fewCities);
}

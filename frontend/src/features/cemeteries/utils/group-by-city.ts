import type { Cemetery } from '@memorial-care/contracts/http';

export interface CityGroup<T> {
  city: string;
  count: number;
  cemeteries: T[];
}

type Groupable = Pick<Cemetery, 'city' | 'name'>;

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
    const city = cemetery.city.trim();
    const key = city.toLocaleLowerCase();
    const group = groups.get(key) ?? { city, count: 0, cemeteries: [] };
    group.cemeteries.push(cemetery);
    group.count += 1;
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.city, b.city));
  for (const group of sorted) group.cemeteries.sort((a, b) => collator.compare(a.name, b.name));
  return sorted;
}

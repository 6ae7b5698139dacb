import type { Cemetery } from '@memorial-care/contracts/http';

/**
 * Folds text for matching: case-insensitive and, because admins often type Serbian names
 * without diacritics ("cacak" for "Čačak"), accent-insensitive too. "đ" has no decomposition;
 * people write it as "d" or "dj", so the caller picks which.
 */
export function foldForSearch(text: string, dj: 'd' | 'dj' = 'd'): string {
  return text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, dj);
}

type Searchable = Pick<Cemetery, 'name' | 'city' | 'region'>;

/**
 * A cemetery matches when every word of the query appears in its name, city or region,
 * so "novo beograd" finds "Novo groblje" in Beograd. An empty query matches everything.
 */
export function matchesCemeterySearch(cemetery: Searchable, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = [cemetery.name, cemetery.city, cemetery.region];
  const haystack = [
    ...fields.map((f) => foldForSearch(f)),
    ...fields.map((f) => foldForSearch(f, 'dj')),
  ];
  return words.every((word) => haystack.some((field) => field.includes(word)));
}

export function filterCemeteries<T extends Searchable>(
  cemeteries: readonly T[],
  query: string,
): T[] {
  return cemeteries.filter((cemetery) => matchesCemeterySearch(cemetery, query));
}

import type { Cemetery } from '@memorial-care/contracts/http';

/** What a card shows under the name: the region when it says more than the city, else the country. */
export type RegionLine = { kind: 'region'; region: string } | { kind: 'country'; country: string };

const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function regionLine(cemetery: Pick<Cemetery, 'city' | 'region' | 'country'>): RegionLine {
  const region = cemetery.region.trim();
  // A region equal to the city (registration falls back to the city) would only repeat the heading.
  if (region && !sameText(region, cemetery.city)) return { kind: 'region', region };
  return { kind: 'country', country: cemetery.country };
}

import type { Cemetery } from '@memorial-care/contracts/http';

export interface CemeteryStats {
  total: number;
  graves: number;
  cities: number;
  regions: number;
}

const distinctCount = (values: readonly string[]) =>
  new Set(values.map((v) => v.trim().toLocaleLowerCase()).filter(Boolean)).size;

/** The four counters above the list; cities and regions are counted case-insensitively. */
export function cemeteryStats(
  cemeteries: readonly Pick<Cemetery, 'city' | 'region' | 'gravesCount'>[],
): CemeteryStats {
  return {
    total: cemeteries.length,
    graves: cemeteries.reduce((sum, c) => sum + c.gravesCount, 0),
    cities: distinctCount(cemeteries.map((c) => c.city)),
    regions: distinctCount(cemeteries.map((c) => c.region)),
  };
}

import { describe, expect, it } from 'vitest';
import { cemeteryStats } from './cemetery-stats';

describe('cemeteryStats', () => {
  it('counts cemeteries, sums graves and counts distinct cities and regions', () => {
    expect(
      cemeteryStats([
        { city: 'Beograd', region: 'Grad Beograd', gravesCount: 3 },
        { city: 'beograd ', region: 'Grad Beograd', gravesCount: 2 },
        { city: 'Niš', region: 'Nišavski okrug', gravesCount: 0 },
        { city: 'Pirot', region: 'Nišavski okrug', gravesCount: 5 },
      ]),
    ).toEqual({ total: 4, graves: 10, cities: 3, regions: 2 });
  });

  it('is all zeros for no cemeteries', () => {
    expect(cemeteryStats([])).toEqual({ total: 0, graves: 0, cities: 0, regions: 0 });
  });
});

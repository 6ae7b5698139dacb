import type { Grave } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { graveStats } from './grave-stats';

const grave = (cemeteryId: string | null, createdAt: string) =>
  ({ id: createdAt, cemeteryId, createdAt }) as Grave;

describe('graveStats', () => {
  const now = new Date('2026-03-31T12:00:00.000Z');

  it('counts graves, distinct cemeteries and the additions of the last 30 days', () => {
    expect(
      graveStats(
        [
          grave('a', '2026-03-30T00:00:00.000Z'),
          grave('a', '2026-03-01T12:00:00.000Z'), // exactly 30 days ago: still recent
          grave('b', '2026-03-01T11:59:59.000Z'),
          grave(null, '2025-01-01T00:00:00.000Z'),
        ],
        now,
      ),
    ).toEqual({ total: 4, cemeteries: 2, recentAdditions: 2 });
  });

  it('is all zeros without graves', () => {
    expect(graveStats([], now)).toEqual({ total: 0, cemeteries: 0, recentAdditions: 0 });
  });
});

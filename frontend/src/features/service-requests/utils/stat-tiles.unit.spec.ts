import { describe, expect, it } from 'vitest';
import {
  isTileActive,
  statusFilterOfTile,
  tilesFromStats,
  tilesFromTaskCounts,
} from './stat-tiles';

describe('tilesFromStats', () => {
  it('gives the six tiles in the spec order, each with its status', () => {
    const tiles = tilesFromStats({
      total: 12,
      pending: 3,
      scheduled: 4,
      inProgress: 2,
      completed: 2,
      cancelled: 1,
    });
    expect(tiles).toEqual([
      { key: 'total', value: 12, status: null },
      { key: 'pending', value: 3, status: 'pending' },
      { key: 'scheduled', value: 4, status: 'scheduled' },
      { key: 'in_progress', value: 2, status: 'in_progress' },
      { key: 'completed', value: 2, status: 'completed' },
      { key: 'cancelled', value: 1, status: 'cancelled' },
    ]);
  });
});

describe('tilesFromTaskCounts', () => {
  it('gives a caretaker the six tiles from their task list counts', () => {
    expect(
      tilesFromTaskCounts({
        all: 7,
        pending: 2,
        scheduled: 1,
        in_progress: 1,
        completed: 2,
        cancelled: 1,
      }),
    ).toEqual([
      { key: 'total', value: 7, status: null },
      { key: 'pending', value: 2, status: 'pending' },
      { key: 'scheduled', value: 1, status: 'scheduled' },
      { key: 'in_progress', value: 1, status: 'in_progress' },
      { key: 'completed', value: 2, status: 'completed' },
      { key: 'cancelled', value: 1, status: 'cancelled' },
    ]);
  });
});

describe('tile filtering', () => {
  const [total, pending] = tilesFromTaskCounts({
    all: 1,
    pending: 1,
    scheduled: 0,
    in_progress: 0,
    completed: 0,
    cancelled: 0,
  });

  it('presses Total when no status is picked, a status tile when only it is', () => {
    expect(isTileActive(total!, [])).toBe(true);
    expect(isTileActive(total!, ['pending'])).toBe(false);
    expect(isTileActive(pending!, ['pending'])).toBe(true);
    expect(isTileActive(pending!, ['pending', 'scheduled'])).toBe(false);
  });

  it('filters by the tile status; Total clears the filter', () => {
    expect(statusFilterOfTile(pending!)).toEqual(['pending']);
    expect(statusFilterOfTile(total!)).toEqual([]);
  });
});

import type { RequestStatus } from '@memorial-care/contracts/domain';
import type { CaretakerTaskPage, ServiceRequestStats } from '@memorial-care/contracts/http';

export type StatTileKey = 'total' | RequestStatus;

/** One of the list's counters; a click lists just that status (Total: all of them). */
export interface StatTile {
  readonly key: StatTileKey;
  readonly value: number;
  /** The status it filters by; null for Total. */
  readonly status: RequestStatus | null;
}

const tile = (status: RequestStatus, value: number): StatTile => ({ key: status, value, status });

/** The six tiles from GET /api/service-requests/stats (admin: all requests; client: their own). */
export const tilesFromStats = (stats: ServiceRequestStats): StatTile[] => [
  { key: 'total', value: stats.total, status: null },
  tile('pending', stats.pending),
  tile('scheduled', stats.scheduled),
  tile('in_progress', stats.inProgress),
  tile('completed', stats.completed),
  tile('cancelled', stats.cancelled),
];

/** A caretaker's six tiles from their task list's counts (the stats route is not theirs). */
export const tilesFromTaskCounts = (counts: CaretakerTaskPage['counts']): StatTile[] => [
  { key: 'total', value: counts.all, status: null },
  tile('pending', counts.pending),
  tile('scheduled', counts.scheduled),
  tile('in_progress', counts.in_progress),
  tile('completed', counts.completed),
  tile('cancelled', counts.cancelled),
];

/** Total is pressed when no status is picked; a status tile when exactly it is. */
export function isTileActive(statTile: StatTile, selected: readonly RequestStatus[]): boolean {
  if (statTile.status === null) return selected.length === 0;
  return selected.length === 1 && selected[0] === statTile.status;
}

/** The status filter after clicking a tile. */
export const statusFilterOfTile = (statTile: StatTile): RequestStatus[] =>
  statTile.status === null ? [] : [statTile.status];

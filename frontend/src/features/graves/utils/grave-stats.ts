import { limits } from '@memorial-care/contracts/domain';
import type { Grave } from '@memorial-care/contracts/http';

export interface GraveStats {
  readonly total: number;
  /** Distinct cemeteries the graves lie in (graves without one do not count). */
  readonly cemeteries: number;
  /** Graves added in the last 30 days (limits.recentAdditionsDays). */
  readonly recentAdditions: number;
}

const msPerDay = 86_400_000;

/** The My Graves counters, from the graves themselves. */
export function graveStats(graves: readonly Grave[], now: Date): GraveStats {
  const since = now.getTime() - limits.recentAdditionsDays * msPerDay;
  return {
    total: graves.length,
    cemeteries: new Set(graves.flatMap((g) => (g.cemeteryId ? [g.cemeteryId] : []))).size,
    recentAdditions: graves.filter((g) => new Date(g.createdAt).getTime() >= since).length,
  };
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** How long ago an activity happened, in the largest whole unit that fits. */
export type ActivityAge =
  | { readonly unit: 'now' }
  | { readonly unit: 'minutes' | 'hours' | 'days'; readonly count: number };

/**
 * Spec part 2, section 9: under an hour 'Just now' (here: under a minute, then minutes), under
 * 24 hours '{n}h ago', else '{n}d ago'. A time in the future (a clock ahead) counts as now.
 */
export function activityAge(createdAt: string, now: Date): ActivityAge {
  const elapsed = now.getTime() - Date.parse(createdAt);
  if (!Number.isFinite(elapsed) || elapsed < minuteMs) return { unit: 'now' };
  if (elapsed < hourMs) return { unit: 'minutes', count: Math.floor(elapsed / minuteMs) };
  if (elapsed < dayMs) return { unit: 'hours', count: Math.floor(elapsed / hourMs) };
  return { unit: 'days', count: Math.floor(elapsed / dayMs) };
}

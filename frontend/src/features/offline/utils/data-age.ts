// How old the data on screen is, for the offline banner: pure, so it is tested without a browser.

/** What the banner needs of a cached query (react-query's Query, or a test's stand-in). */
export interface ShownQuery {
  readonly queryKey: readonly unknown[];
  /** When its data arrived from the server (0: never). */
  readonly dataUpdatedAt: number;
  /** Whether a component on screen uses it now. */
  readonly isShown: boolean;
}

/** Who is signed in: answered by the device when offline, so it says nothing of the data's age. */
export const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === 'auth';

/** When the oldest data on screen arrived, or null when nothing on screen came from the server. */
export const oldestShownDataAt = (queries: readonly ShownQuery[]): number | null => {
  const times = queries
    .filter((query) => query.isShown && query.dataUpdatedAt > 0 && !isSessionQuery(query.queryKey))
    .map((query) => query.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : null;
};

export type DataAge =
  | { readonly unit: 'justNow' }
  | { readonly unit: 'minutes' | 'hours' | 'days'; readonly count: number };

const minuteMs = 60_000;

/** The age in the largest whole unit that fits: "just now", minutes, hours, then days. */
export const dataAgeOf = (updatedAt: number, now: number): DataAge => {
  const minutes = Math.floor(Math.max(0, now - updatedAt) / minuteMs);
  if (minutes < 1) return { unit: 'justNow' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
};

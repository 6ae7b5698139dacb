import { isSessionQuery } from './data-age';

// Which of the caretaker console's data stays on the device for offline use, and for how long.

/** Kept data older than this is dropped instead of shown: a week of visits. */
export const keptDataMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/** Each caretaker's data under a key of their own: never shown to someone else. */
export const keptDataKey = (userId: string) => `caretaker-console:${userId}`;

/** What the rule needs of a cached query. */
export interface CachedQuery {
  readonly queryKey: readonly unknown[];
  readonly state: { readonly status: 'pending' | 'error' | 'success' };
}

/**
 * Only answers the server gave (no failures, nothing still loading); never who is signed in,
 * which lib/offline-session.ts keeps and the server's answer always overrules.
 */
export const isKeptQuery = (query: CachedQuery) =>
  query.state.status === 'success' && !isSessionQuery(query.queryKey);

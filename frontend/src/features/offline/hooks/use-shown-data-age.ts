import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { dataAgeOf, oldestShownDataAt, type DataAge } from '../utils/data-age';

/** The age on the banner moves on by itself while it is shown. */
const tickMs = 30_000;

/**
 * When the oldest data on screen arrived from the server (the queries components use now), and
 * how long ago that is; null while nothing on screen came from the server.
 */
export function useShownDataAge(): { readonly at: number; readonly age: DataAge } | null {
  const cache = useQueryClient().getQueryCache();
  const at = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () =>
      oldestShownDataAt(
        cache.getAll().map((query) => ({
          queryKey: query.queryKey,
          dataUpdatedAt: query.state.dataUpdatedAt,
          isShown: query.isActive(),
        })),
      ),
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  return at === null ? null : { at, age: dataAgeOf(at, Math.max(now, at)) };
}

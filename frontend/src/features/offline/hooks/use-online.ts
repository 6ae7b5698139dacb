import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentUserQueryKey } from '../../../lib/api/get-current-user';

/** While the server cannot be reached though the browser says it is online: ask this often. */
const probeEveryMs = 15_000;

/**
 * Whether the app can reach the server, as react-query sees it (its queries wait while not):
 * the browser's online/offline events, and whether the session query got an answer
 * (lib/api/get-current-user.ts).
 */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );

/**
 * react-query starts out assuming a connection; the installed app may be opened without one.
 * Called before the console's screens ask for anything.
 */
export const takeOnlineStateFromBrowser = () => {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
};

/**
 * Back online, the server says again who is signed in: a session that ended meanwhile leads to
 * the sign-in page instead of the console the device kept. When the browser believes it is
 * online but the server was out of reach (one bar of signal), the session is asked again now
 * and then, and its answer brings the app back online.
 */
export function useSessionCheckOnReconnect(online: boolean) {
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current)
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    wasOnline.current = online;
    if (online) return;
    const probe = setInterval(() => {
      if (navigator.onLine) void queryClient.refetchQueries({ queryKey: currentUserQueryKey });
    }, probeEveryMs);
    return () => clearInterval(probe);
  }, [online, queryClient]);
}

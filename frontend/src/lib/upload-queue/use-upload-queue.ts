import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../api/get-current-user';
import { deviceQueueOf } from './device-queue';
import type { QueuedTaskMove } from './queue-items';
import type { QueueDriver, QueueRunner, QueueSnapshot } from './queue-runner';
import { queuedMovesOf } from './queue-rules';

const noQueue: QueueSnapshot = { items: [], sendingId: null, percent: 0 };
const subscribeToNothing = () => () => undefined;

/**
 * The signed-in user's queue on this device: what waits, what is on its way, and the runner to
 * add to it. Null while nobody is signed in.
 */
export function useUploadQueue(): { readonly runner: QueueRunner | null } & QueueSnapshot {
  const userId = useCurrentUser().data?.id ?? null;
  const runner = userId === null ? null : deviceQueueOf(userId);
  const snapshot = useSyncExternalStore(
    runner?.subscribe ?? subscribeToNothing,
    runner?.snapshot ?? (() => noQueue),
    () => noQueue,
  );
  return { runner, ...snapshot };
}

/**
 * Sends the queue while mounted: at once (the app was opened), when the connection comes back
 * and when the app returns to the foreground. `driver` may change between renders.
 */
export function useDriveUploadQueue(runner: QueueRunner | null, driver: QueueDriver) {
  const current = useRef(driver);
  useEffect(() => {
    current.current = driver;
  });
  useEffect(() => {
    if (!runner) return;
    const detach = runner.drive({
      send: (item, onProgress) => current.current.send(item, onProgress),
      sent: (item, answer) => current.current.sent(item, answer),
      refused: (item, error) => current.current.refused(item, error),
    });
    const wake = () => {
      if (document.visibilityState === 'visible') runner.wake();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      detach();
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [runner]);
}

/**
 * A request's Start / Mark Complete still on the device, the one on its way, and how to queue
 * another: a caretaker's move waits there for a connection and is sent exactly once.
 */
export function useQueuedMoves(serviceRequestId: string) {
  const { runner, items, sendingId } = useUploadQueue();
  const moves = useMemo(() => queuedMovesOf(items, serviceRequestId), [items, serviceRequestId]);
  const queue = useCallback(
    (action: QueuedTaskMove) =>
      runner
        ? runner.addTaskAction({ serviceRequestId, action })
        : Promise.reject(new Error('Nobody is signed in')),
    [runner, serviceRequestId],
  );
  return { moves, sendingId, queue };
}

import type { DevicePosition } from '@memorial-care/contracts/domain';
import {
  locatingPosition,
  type QueueItem,
  type QueuedPhoto,
  type QueuedTaskAction,
} from './queue-items';
import { afterFailure, inQueueOrder, nextOrderOf, nextStepOf } from './queue-rules';
import type { QueueStore } from './queue-store';

/** Sends the items and hears how each ended: the screens' part (HTTP, toasts, caches). */
export interface QueueDriver {
  /** Sends one item; rejects like the API client (ApiRequestError, or a network TypeError). */
  send(item: QueueItem, onProgress: (percent: number) => void): Promise<unknown>;
  /** The item arrived and left the queue. */
  sent(item: QueueItem, answer: unknown): void;
  /** The server refused the item: it stays, marked refused, until dismissed. */
  refused(item: QueueItem, error: unknown): void;
}

export interface QueueSnapshot {
  /** The user's items in queue order. */
  readonly items: readonly QueueItem[];
  /** The item on its way, and how much of it was sent (0–100). */
  readonly sendingId: string | null;
  readonly percent: number;
}

export type NewPhoto = Pick<
  QueuedPhoto,
  'serviceRequestId' | 'photoType' | 'description' | 'file' | 'fileName' | 'devicePosition'
>;
export type NewTaskAction = Pick<QueuedTaskAction, 'serviceRequestId' | 'action'>;

export interface QueueRunner {
  snapshot(): QueueSnapshot;
  subscribe(listener: () => void): () => void;
  addPhoto(photo: NewPhoto): Promise<QueuedPhoto>;
  addTaskAction(action: NewTaskAction): Promise<QueuedTaskAction>;
  /** The photo's position was found (or not): it may go. */
  locate(id: string, position: DevicePosition | null): Promise<void>;
  /** Forgets a refused item. */
  dismiss(id: string): Promise<void>;
  /** Sends while a driver is attached (the newest one); answers the detach. */
  drive(driver: QueueDriver): () => void;
  /** The connection came back or the app was opened: try the next item now, back-off or not. */
  wake(): void;
}

export interface QueueRunnerDeps {
  readonly store: QueueStore;
  readonly userId: string;
  readonly now?: () => number;
  readonly newId?: () => string;
  /** False while the browser knows it is offline: nothing is tried until `wake`. */
  readonly isOnline?: () => boolean;
  /** Runs `run` after `ms`; answers the cancel. */
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

const browserTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * One user's queue on this device: kept in `store`, sent one item at a time in the order taken,
 * each with the Idempotency-Key it got when taken, so however often an item is sent (a lost
 * answer, a reload, a second tab) the server does it once.
 */
export function createQueueRunner({
  store,
  userId,
  now = Date.now,
  newId = () => crypto.randomUUID(),
  isOnline = () => true,
  setTimer = browserTimer,
}: QueueRunnerDeps): QueueRunner {
  let items: QueueItem[] = [];
  let snapshot: QueueSnapshot = { items, sendingId: null, percent: 0 };
  const listeners = new Set<() => void>();
  const drivers: QueueDriver[] = [];
  let busy = false;
  let wakeRequested = true;
  let cancelTimer: (() => void) | null = null;

  const publish = (change: Partial<QueueSnapshot> = {}) => {
    snapshot = { ...snapshot, items: inQueueOrder(items), ...change };
    for (const listener of listeners) listener();
  };

  // Memory first, so what is added next (a second tap) sees it at once; then the store.
  const keep = async (item: QueueItem) => {
    items = [...items.filter((known) => known.id !== item.id), item];
    publish();
    await store.put(item);
  };

  // A photo whose position was still being found when the page closed goes without one: a fix
  // found now would not be where it was taken.
  const loaded = store.list(userId).then(async (stored) => {
    items = stored;
    for (const item of stored)
      if (item.kind === 'photo' && item.devicePosition === locatingPosition)
        await keep({ ...item, devicePosition: null });
    publish();
  });

  const sendNext = async () => {
    await loaded;
    const driver = drivers.at(-1);
    if (busy || !driver) return;
    cancelTimer?.();
    cancelTimer = null;
    if (!isOnline()) return;
    const step = nextStepOf(items, now(), { ignoreBackoff: wakeRequested });
    wakeRequested = false;
    if (step.kind === 'idle') return;
    if (step.kind === 'wait') {
      cancelTimer = setTimer(() => poke(), step.ms);
      return;
    }
    busy = true;
    try {
      await sendOne(driver, step.item);
    } finally {
      busy = false;
      publish({ sendingId: null });
    }
    await sendNext();
  };

  const sendOne = async (driver: QueueDriver, item: QueueItem) => {
    publish({ sendingId: item.id, percent: 0 });
    let answer: unknown;
    try {
      answer = await driver.send(item, (percent) => publish({ percent }));
    } catch (error) {
      const failed = afterFailure(item, error, now());
      await keep(failed);
      if (failed.refusal) driver.refused(failed, error);
      return;
    }
    await store.remove(item.id);
    items = items.filter((known) => known.id !== item.id);
    driver.sent(item, answer);
  };
  // A failing store (IndexedDB full, or gone) leaves the item for the next try.
  const poke = () => void sendNext().catch(() => undefined);

  const add = async <T extends QueueItem>(item: T): Promise<T> => {
    try {
      await keep(item);
    } catch (error) {
      items = items.filter((known) => known.id !== item.id);
      publish();
      throw error;
    }
    poke();
    return item;
  };

  /** The same move of the same request already waiting (a double tap): kept once. */
  const waitingMove = ({ serviceRequestId, action }: NewTaskAction) =>
    items.find(
      (item): item is QueuedTaskAction =>
        item.kind === 'task-action' &&
        item.refusal === null &&
        item.serviceRequestId === serviceRequestId &&
        item.action === action,
    );

  const basics = (serviceRequestId: string) => {
    const time = now();
    return {
      id: newId(),
      userId,
      order: nextOrderOf(items, time),
      createdAt: new Date(time).toISOString(),
      idempotencyKey: newId(),
      serviceRequestId,
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      refusal: null,
    };
  };

  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async addPhoto(photo) {
      await loaded;
      return add({ ...basics(photo.serviceRequestId), kind: 'photo', ...photo });
    },
    async addTaskAction(action) {
      await loaded;
      return (
        waitingMove(action) ??
        add({ ...basics(action.serviceRequestId), kind: 'task-action', ...action })
      );
    },
    async locate(id, position) {
      await loaded;
      const item = items.find((known) => known.id === id);
      if (item?.kind !== 'photo') return;
      await keep({ ...item, devicePosition: position });
      poke();
    },
    async dismiss(id) {
      await loaded;
      if (!items.some((item) => item.id === id && item.refusal !== null)) return;
      await store.remove(id);
      items = items.filter((item) => item.id !== id);
      publish();
    },
    drive(driver) {
      drivers.push(driver);
      poke();
      return () => {
        const index = drivers.lastIndexOf(driver);
        if (index >= 0) drivers.splice(index, 1);
        if (drivers.length === 0) {
          cancelTimer?.();
          cancelTimer = null;
        }
      };
    },
    wake() {
      wakeRequested = true;
      poke();
    },
  };
}

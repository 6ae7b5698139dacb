import { idbQueueStore } from './idb-queue-store';
import { createQueueRunner, type QueueRunner } from './queue-runner';
import { memoryQueueStore, type QueueStore } from './queue-store';

const runners = new Map<string, QueueRunner>();
let store: QueueStore | null = null;

/** The signed-in user's queue on this device (one per user and page, kept in IndexedDB). */
export function deviceQueueOf(userId: string): QueueRunner {
  const known = runners.get(userId);
  if (known) return known;
  store ??= typeof indexedDB === 'undefined' ? memoryQueueStore() : idbQueueStore();
  const runner = createQueueRunner({ store, userId, isOnline: () => navigator.onLine });
  runners.set(userId, runner);
  return runner;
}

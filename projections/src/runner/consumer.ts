import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { createLane, type RideEnd } from './lane';
import { createLogReader } from './log-reader';
import { assertDistinctLockKeys, openLockSession, type LockSession } from './locks';
import { announceCaughtUp, type Subscriber } from './subscriber';

export interface ConsumerTiming {
  /** How often a standby tries a lock held elsewhere; a clean stop there hands over at once. */
  readonly standbyRetryMs: number;
  /** First wait after a failure; doubles per consecutive failure up to `maxRetryBackoffMs`. */
  readonly retryBackoffMs: number;
  readonly maxRetryBackoffMs: number;
  /** A paused projection re-reads its checkpoint this often, in case a resume NOTIFY was missed. */
  readonly pausedRecheckMs: number;
  /** A subscriber still busy with a page after this long stops holding the shared read up. */
  readonly detachAfterMs: number;
}

export const defaultConsumerTiming: ConsumerTiming = {
  standbyRetryMs: 1_000,
  retryBackoffMs: 250,
  maxRetryBackoffMs: 30_000,
  pausedRecheckMs: 5_000,
  detachAfterMs: 10_000,
};

/**
 * Events per page while catching up (fewer when fewer are there). Larger batches mean fewer
 * statements and transactions per event: 5,000–10,000 measured +45–60% over 1,000.
 */
export const defaultBatchSize = 10_000;
/**
 * Subscribers applying one page at once: two per core (Node builds rows while PostgreSQL writes
 * them; more only contend), and two pooled connections always left for the API and the reads.
 */
export const applyConcurrencyFor = (pool: DatabasePool) =>
  Math.max(1, Math.min(availableParallelism() * 2, (pool.configuration.maximumPoolSize ?? 10) - 2));

export interface EventConsumerOptions {
  readonly pool: DatabasePool;
  /** For the process's one lock connection (outside the pool). */
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  readonly batchSize?: number;
  /** At most this many subscribers apply a page at once (default: applyConcurrencyFor). */
  readonly applyConcurrency?: number;
  readonly timing?: Partial<ConsumerTiming>;
}

export interface SubscriberGroup {
  /** Lets the current pages finish, releases the locks and wakes standbys elsewhere. */
  stop(): Promise<void>;
}

/**
 * One per process: reads `$all` once for every projection and reactor the process runs, and
 * holds their advisory locks on one connection (one active instance of each across processes).
 */
export interface EventConsumer {
  readonly timing: ConsumerTiming;
  /** Resolves once each of them follows `$all` or found its lock held elsewhere (stands by). */
  add(subscribers: readonly Subscriber[]): Promise<SubscriberGroup>;
  stop(): Promise<void>;
}

interface Slot {
  readonly subscriber: Subscriber;
  readonly logger: Logger;
  readonly stopping: AbortController;
  /** Aborted to take the subscriber out of the lane (stop, control message, lost lock). */
  interruption: AbortController;
  readonly naps: Set<() => void>;
  /** Consecutive failures; back to 0 once the subscriber moves forward again. */
  failures: number;
  /** Its first attempt is over: it joined the shared read, stands by, waits or failed. */
  ready: () => void;
  finished: Promise<void>;
}

/** When a subscriber's own read comes back empty though the lane is ahead (still invisible). */
const invisibleTailPollMs = 50;

export const createEventConsumer = ({
  pool,
  databaseUrl,
  eventStore,
  logger,
  batchSize = defaultBatchSize,
  applyConcurrency = applyConcurrencyFor(pool),
  timing: timingOverrides,
}: EventConsumerOptions): EventConsumer => {
  const timing = { ...defaultConsumerTiming, ...timingOverrides };
  const reader = createLogReader(eventStore);
  const lane = createLane({
    reader,
    batchSize,
    concurrency: applyConcurrency,
    readRetryMs: timing.retryBackoffMs,
    detachAfterMs: timing.detachAfterMs,
    logger,
  });
  const slots = new Set<Slot>();
  let session: LockSession | null = null;
  let opening: Promise<LockSession> | null = null;
  let stopped = false;

  const backoff = (attempt: number) =>
    Math.min(timing.retryBackoffMs * 2 ** (attempt - 1), timing.maxRetryBackoffMs);

  const interrupt = (slot: Slot) => {
    slot.interruption.abort();
    for (const wake of [...slot.naps]) wake();
  };

  /** Resolves after `ms`, or earlier when the slot is interrupted or stopped. */
  const nap = (slot: Slot, ms: number) =>
    new Promise<void>((resolve) => {
      if (slot.interruption.signal.aborted || slot.stopping.signal.aborted) return resolve();
      const wake = () => {
        clearTimeout(timer);
        slot.naps.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      slot.naps.add(wake);
    });

  const currentSession = () => {
    if (session && !session.isLost()) return Promise.resolve(session);
    opening ??= (async () => {
      const previous = session;
      session = null;
      await previous?.close();
      const opened = await openLockSession(databaseUrl);
      opened.onControl((name) => {
        for (const slot of slots) if (slot.subscriber.name === name) interrupt(slot);
      });
      // Every lock went with the connection: everyone stops and tries again.
      opened.onLost(() => {
        for (const slot of slots) interrupt(slot);
      });
      session = opened;
      return opened;
    })().finally(() => (opening = null));
    return opening;
  };

  /** Rides the lane; behind it, catches up alone with its own reads until level with it. */
  const follow = async (slot: Slot, from: Position): Promise<RideEnd> => {
    const { subscriber } = slot;
    let position = from;
    for (;;) {
      const signal = slot.interruption.signal;
      const riding = lane.ride(subscriber, position, signal);
      slot.ready();
      const ride = await riding;
      if (comparePositions(ride.position, position) > 0) slot.failures = 0;
      position = ride.position;
      if (ride.end.kind !== 'behind') return ride.end;
      if (signal.aborted) return { kind: 'interrupted' };
      try {
        const page = await reader.readPage(position, batchSize);
        if (page.events.length === 0) {
          announceCaughtUp(subscriber, logger);
          await nap(slot, invisibleTailPollMs);
          continue;
        }
        const outcome = await subscriber.handle(position, page);
        if (outcome.kind !== 'advanced') return { kind: 'handled', outcome };
        slot.failures = 0;
        position = outcome.position;
        if (page.events.length < batchSize) announceCaughtUp(subscriber, logger);
      } catch (error) {
        return { kind: 'failed', error };
      }
    }
  };

  /** Works while the lock is held; 'yielded' when the subscriber gave the lock up for a while. */
  const whileLocked = async (slot: Slot, held: LockSession) => {
    const { subscriber } = slot;
    try {
      while (!slot.stopping.signal.aborted && !held.isLost()) {
        slot.interruption = new AbortController();
        const start = await subscriber.resume({
          isLockedElsewhere: (namespace) => held.isLockedElsewhere(namespace, subscriber.name),
        });
        if (start.kind !== 'ready') slot.ready();
        if (start.kind === 'yield') return 'yielded' as const;
        if (start.kind === 'wait') {
          await nap(slot, start.recheckMs);
          continue;
        }
        const end = await follow(slot, start.position);
        if (end.kind === 'failed') throw end.error;
        if (end.kind === 'handled' && end.outcome.kind === 'retry')
          await nap(slot, backoff(end.outcome.attempt));
      }
      return 'released' as const;
    } finally {
      await subscriber
        .release?.()
        .catch((error: unknown) => slot.logger.warn({ err: error }, 'could not save on release'));
      await held.unlock(subscriber.kind, subscriber.name).catch(() => undefined);
      // On a clean stop, a standby elsewhere takes over now rather than at its next retry.
      if (slot.stopping.signal.aborted)
        await held.notifyControl(subscriber.name).catch(() => undefined);
    }
  };

  const run = async (slot: Slot) => {
    const { subscriber } = slot;
    while (!slot.stopping.signal.aborted) {
      // A fresh one per attempt: a wake-up already handled must not cut the next wait short.
      slot.interruption = new AbortController();
      try {
        await subscriber.prepare();
        const held = await currentSession();
        const locked = await held.tryLock(subscriber.kind, subscriber.name);
        if (!locked) {
          slot.ready();
          await nap(slot, timing.standbyRetryMs);
          continue;
        }
        slot.logger.info(`took the ${subscriber.kind} lock`);
        if ((await whileLocked(slot, held)) === 'yielded') await nap(slot, timing.standbyRetryMs);
      } catch (error) {
        slot.ready();
        if (slot.stopping.signal.aborted) break;
        slot.failures += 1;
        const retryInMs = backoff(slot.failures);
        slot.logger.error({ err: error, retryInMs }, `${subscriber.kind} failed; retrying`);
        await subscriber.failed?.(error, slot.failures).catch(() => undefined);
        // The failure may have come with an interruption (a lost connection): back off anyway.
        slot.interruption = new AbortController();
        await nap(slot, retryInMs);
      }
    }
    slot.ready();
    slot.logger.info(`${subscriber.kind} stopped`);
  };

  const stopSlots = async (group: readonly Slot[]) => {
    for (const slot of group) {
      slot.stopping.abort();
      interrupt(slot);
    }
    await Promise.all(group.map((slot) => slot.finished));
    for (const slot of group) slots.delete(slot);
  };

  return {
    timing,
    async add(subscribers) {
      if (stopped) throw new Error('The event consumer was stopped');
      const all = [...[...slots].map((slot) => slot.subscriber), ...subscribers];
      for (const kind of ['projection', 'reactor'] as const)
        await assertDistinctLockKeys(
          pool,
          kind,
          all.filter((s) => s.kind === kind).map((s) => s.name),
        );
      // Those that start now read together: the lane starts once each has joined or stood by.
      const release = lane.hold();
      const group = subscribers.map((subscriber) => {
        let ready: () => void = () => undefined;
        const isReady = new Promise<void>((resolve) => (ready = resolve));
        const slot: Slot = {
          subscriber,
          logger: logger.child({ [subscriber.kind]: subscriber.name }),
          stopping: new AbortController(),
          interruption: new AbortController(),
          naps: new Set(),
          failures: 0,
          ready,
          finished: Promise.resolve(),
        };
        slots.add(slot);
        slot.finished = run(slot);
        return { slot, isReady };
      });
      await Promise.all(group.map((g) => g.isReady)).finally(release);
      return { stop: () => stopSlots(group.map((g) => g.slot)) };
    },
    async stop() {
      stopped = true;
      await stopSlots([...slots]);
      await lane.settled();
      await opening?.catch(() => undefined);
      await session?.close();
      session = null;
    },
  };
};

import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { Logger } from 'pino';
import { comparePositions, type Position } from '@memorial-care/contracts/event-store';
import type { LogPage } from './log-page';
import type { LiveTail, LogReader } from './log-reader';
import { announceCaughtUp, type HandleOutcome, type Subscriber } from './subscriber';

/** Why a subscriber left the lane; `position` in Ride is its checkpoint by then. */
export type RideEnd =
  /** The lane has read past the subscriber's checkpoint: catch up alone, then ride again. */
  | { readonly kind: 'behind' }
  /** The subscriber asked to re-read its state (resync) or to retry later. */
  | { readonly kind: 'handled'; readonly outcome: Exclude<HandleOutcome, { kind: 'advanced' }> }
  | { readonly kind: 'failed'; readonly error: unknown }
  /** Its signal was aborted (stop, control message, lost lock). */
  | { readonly kind: 'interrupted' };

export interface Ride {
  readonly end: RideEnd;
  readonly position: Position;
}

export interface LaneOptions {
  readonly reader: LogReader;
  readonly batchSize: number;
  /** Subscribers handling one page at the same time, each on its own pooled connection. */
  readonly concurrency: number;
  /** Wait after a failed read of `$all` before reading again. */
  readonly readRetryMs: number;
  /** A member still handling a page after this long stops holding the others up. */
  readonly detachAfterMs: number;
  readonly logger: Logger;
}

/** The process's one read of `$all`, shared by every subscriber whose checkpoint it has reached. */
export interface Lane {
  /** Rides along from `position` until the subscriber leaves (see RideEnd). */
  ride(subscriber: Subscriber, position: Position, signal: AbortSignal): Promise<Ride>;
  /** Resolves once the reading has stopped (every member left). */
  settled(): Promise<void>;
  /**
   * Keeps an idle lane from starting until released, so that subscribers starting together
   * start reading together (from the lowest of their checkpoints) instead of one by one.
   */
  hold(): () => void;
}

interface Member {
  readonly subscriber: Subscriber;
  position: Position;
  readonly signal: AbortSignal;
  leave(end: RideEnd): void;
}

/**
 * Reads `$all` once for all its members: page by page while catching up (the next page is read
 * while this one is applied), then one live subscription. Each page goes to every member at
 * once (bounded by `concurrency`), each getting only the events after its own checkpoint; the
 * next page follows when all are done. A member that fails, pauses or is interrupted leaves;
 * one that comes back behind the lane catches up alone first (see the consumer), and one that
 * takes too long with a page leaves too: a stuck subscriber never holds the others up.
 */
export const createLane = ({
  reader,
  batchSize,
  concurrency,
  readRetryMs,
  detachAfterMs,
  logger,
}: LaneOptions): Lane => {
  const members = new Set<Member>();
  let joining: Member[] = [];
  /** The position the next page follows; null while no loop runs. */
  let position: Position | null = null;
  let loop: Promise<void> | null = null;
  let holds = 0;
  let wakeLoop: () => void = () => undefined;
  const startIfIdle = () => {
    if (!loop && holds === 0 && joining.length > 0) loop = run();
  };
  const limit = pLimit(concurrency);

  const changed = () => new Promise<'changed'>((resolve) => (wakeLoop = () => resolve('changed')));

  /**
   * Between pages: lets go of interrupted members and takes in those that caught up with the
   * lane. False when nobody is left: the loop ends, and starts again (at the lowest checkpoint
   * among them) for whoever arrives later.
   */
  const atBoundary = () => {
    for (const member of members) if (member.signal.aborted) member.leave({ kind: 'interrupted' });
    if (members.size === 0 && position) return false;
    const arrivals = joining;
    joining = [];
    const fresh = members.size === 0;
    for (const member of arrivals) {
      if (member.signal.aborted) member.leave({ kind: 'interrupted' });
      else if (fresh && (!position || comparePositions(member.position, position) < 0))
        position = member.position;
    }
    for (const member of arrivals) {
      if (member.signal.aborted) continue;
      if (position && comparePositions(member.position, position) < 0)
        member.leave({ kind: 'behind' });
      else members.add(member);
    }
    return members.size > 0;
  };

  const handle = async (member: Member, page: LogPage): Promise<RideEnd | null> => {
    try {
      const outcome = await member.subscriber.handle(member.position, page);
      if (outcome.kind !== 'advanced') return { kind: 'handled', outcome };
      member.position = outcome.position;
      return null;
    } catch (error) {
      return { kind: 'failed', error };
    }
  };

  /**
   * Hands the page to every member. One still busy after `detachAfterMs` (stuck on a lock, say)
   * no longer holds the others up: it leaves the lane once done and catches up alone.
   */
  const handleAll = (page: LogPage) =>
    Promise.all(
      [...members].map((member) =>
        limit(async () => {
          if (member.signal.aborted) return;
          const events = page.after(member.position);
          if (events.events.length === 0) return;
          const handled = handle(member, events);
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<'late'>((resolve) => {
            timer = setTimeout(() => resolve('late'), detachAfterMs);
          });
          const end = await Promise.race([handled, late]);
          clearTimeout(timer);
          if (end === 'late') {
            members.delete(member);
            logger.warn(
              { [member.subscriber.kind]: member.subscriber.name, detachAfterMs },
              'slow subscriber left the shared read; it catches up alone',
            );
            void handled.then((after) => member.leave(after ?? { kind: 'behind' }));
          } else if (end) member.leave(end);
        }),
      ),
    );

  /** Members have handled all the log held: they may finish what their catch-up put off. */
  const caughtUp = () => {
    for (const { subscriber } of members) announceCaughtUp(subscriber, logger);
  };

  const run = async () => {
    let source: PageSource | null = null;
    try {
      for (;;) {
        if (!atBoundary() || !position) return;
        source ??= openPageSource(reader, position, batchSize);
        let page: LogPage | 'changed';
        try {
          page = await Promise.race([source.next(), changed()]);
        } catch (error) {
          logger.warn({ err: error, retryInMs: readRetryMs }, 'reading $all failed; retrying');
          await source.close();
          source = null;
          await Promise.race([sleep(readRetryMs), changed()]);
          continue;
        }
        if (page === 'changed') continue;
        source.advance(page);
        const last = page.events.at(-1);
        if (!last) {
          caughtUp();
          continue;
        }
        await handleAll(page);
        position = last.position;
        if (page.events.length < batchSize) caughtUp();
      }
    } finally {
      await source?.close();
      position = null;
      loop = null;
      startIfIdle();
    }
  };

  return {
    async settled() {
      while (loop) await loop;
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        startIfIdle();
      };
    },
    ride(subscriber, from, signal) {
      if (signal.aborted) return Promise.resolve({ end: { kind: 'interrupted' }, position: from });
      // The lane only moves forward: a checkpoint it has passed cannot join.
      if (position && comparePositions(from, position) < 0)
        return Promise.resolve({ end: { kind: 'behind' }, position: from });
      return new Promise<Ride>((resolve) => {
        const onAbort = () => wakeLoop();
        const member: Member = {
          subscriber,
          position: from,
          signal,
          leave(end) {
            members.delete(member);
            signal.removeEventListener('abort', onAbort);
            resolve({ end, position: member.position });
          },
        };
        signal.addEventListener('abort', onAbort);
        joining.push(member);
        if (loop) wakeLoop();
        else startIfIdle();
      });
    },
  };
};

interface PageSource {
  /** The next page (the same promise until `advance`). */
  next(): Promise<LogPage>;
  /** The page was taken: read ahead, or switch to the live tail after a short page. */
  advance(page: LogPage): void;
  close(): Promise<void>;
}

const openPageSource = (reader: LogReader, from: Position, batchSize: number): PageSource => {
  let after = from;
  let pending: Promise<LogPage> | null = null;
  let tail: LiveTail | null = null;
  const read = () => {
    pending = tail
      ? tail.next().then((page) => page ?? closedTail())
      : reader.readPage(after, batchSize);
    // Handled when awaited; this only keeps a dropped read-ahead from being "unhandled".
    pending.catch(() => undefined);
    return pending;
  };
  return {
    next: () => pending ?? read(),
    advance(page) {
      pending = null;
      after = page.events.at(-1)?.position ?? after;
      if (tail) return;
      // A full page: more is there, read it while this one is applied. A short one: the head.
      if (page.events.length === batchSize) void read();
      else tail = reader.follow(after, batchSize);
    },
    async close() {
      await tail?.close();
    },
  };
};

const closedTail = (): never => {
  throw new Error('The subscription to $all ended');
};

import { describe, expect, it } from 'vitest';
import type { Position, RecordedEvent } from '@memorial-care/contracts/event-store';
import { createChangeSignal } from './change-signal';
import { createSubscription } from './subscription';

const event = (n: number): RecordedEvent => ({
  id: `e${n}`,
  streamId: 's',
  revision: BigInt(n),
  type: 'Happened',
  data: { n },
  metadata: {
    userId: null,
    role: 'system',
    correlationId: 'c',
    causationId: null,
    occurredAt: '2025-01-01T00:00:00.000Z',
  },
  position: { commit: 1n, prepare: BigInt(n) },
  createdAt: new Date(0),
});

/** A log whose reads can be made to fail; records where each read started. */
const fakeLog = () => {
  const events: RecordedEvent[] = [];
  const readsAfter: (bigint | null)[] = [];
  let failuresToInject = 0;
  const changes = createChangeSignal();
  return {
    events,
    readsAfter,
    changes,
    failNextReads: (count: number) => (failuresToInject = count),
    append: (...added: RecordedEvent[]) => {
      events.push(...added);
      changes.notify();
    },
    readBatch: async (after: Position | undefined) => {
      readsAfter.push(after?.prepare ?? null);
      if (failuresToInject > 0) {
        failuresToInject--;
        throw new Error('connection lost');
      }
      return events.filter((e) => !after || e.position.prepare > after.prepare).slice(0, 2);
    },
  };
};

const take = async (iterator: AsyncIterator<RecordedEvent>, count: number) => {
  const taken: string[] = [];
  while (taken.length < count) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value.id);
  }
  return taken;
};

describe('createSubscription', () => {
  it('delivers in pages, waits when caught up, and continues when woken', async () => {
    const log = fakeLog();
    log.append(event(1), event(2), event(3));
    let seen = log.changes.version();
    const subscription = createSubscription({
      after: undefined,
      readBatch: (after) => {
        seen = log.changes.version();
        return log.readBatch(after);
      },
      waitForMore: (signal) => log.changes.wait(seen, 60_000, signal),
    });
    const iterator = subscription[Symbol.asyncIterator]();
    expect(await take(iterator, 3)).toEqual(['e1', 'e2', 'e3']);
    const next = iterator.next();
    setTimeout(() => log.append(event(4)), 20);
    expect((await next).value?.id).toBe('e4');
    expect(log.readsAfter.slice(0, 3)).toEqual([null, 2n, 3n]);
    await subscription.close();
    expect(await iterator.next()).toMatchObject({ done: true });
  });

  it('retries a failed read from the last delivered position', async () => {
    const log = fakeLog();
    log.append(event(1), event(2), event(3));
    const subscription = createSubscription({
      after: undefined,
      readBatch: log.readBatch,
      waitForMore: (signal) => log.changes.wait(log.changes.version(), 10, signal),
      retryDelaysMs: [1, 1, 1],
    });
    const iterator = subscription[Symbol.asyncIterator]();
    expect(await take(iterator, 2)).toEqual(['e1', 'e2']);
    log.failNextReads(2);
    expect(await take(iterator, 1)).toEqual(['e3']);
    expect(log.readsAfter).toEqual([null, 2n, 2n, 2n]);
    await subscription.close();
  });

  it('gives up with the error once the retry delays run out', async () => {
    const log = fakeLog();
    log.failNextReads(3);
    let ended = 0;
    const subscription = createSubscription({
      after: undefined,
      readBatch: log.readBatch,
      waitForMore: async () => undefined,
      retryDelaysMs: [1, 1],
      onEnd: () => ended++,
    });
    await expect(take(subscription[Symbol.asyncIterator](), 1)).rejects.toThrow('connection lost');
    expect(log.readsAfter).toHaveLength(3);
    expect(ended).toBe(1);
  });

  it('ends a waiting iteration on close() at once, and refuses a second reader', async () => {
    const log = fakeLog();
    let ended = 0;
    const subscription = createSubscription({
      after: undefined,
      readBatch: log.readBatch,
      waitForMore: (signal) => log.changes.wait(log.changes.version(), 60_000, signal),
      onEnd: () => ended++,
    });
    const iterator = subscription[Symbol.asyncIterator]();
    expect(() => subscription[Symbol.asyncIterator]()).toThrow(/only once/);
    const next = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = performance.now();
    await subscription.close();
    expect(await next).toMatchObject({ done: true });
    expect(performance.now() - started).toBeLessThan(1000);
    await subscription.close();
    expect(ended).toBe(1);
  });
});

describe('createChangeSignal', () => {
  it('does not lose a change that happened before the wait began', async () => {
    const changes = createChangeSignal();
    const seen = changes.version();
    changes.notify();
    const started = performance.now();
    await changes.wait(seen, 60_000, new AbortController().signal);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('wakes on notify, on timeout and on abort', async () => {
    const changes = createChangeSignal();
    const outcome = (promise: Promise<void>) =>
      Promise.race([
        promise.then(() => 'woken'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
      ]);
    const byNotify = changes.wait(changes.version(), 60_000, new AbortController().signal);
    changes.notify();
    expect(await outcome(byNotify)).toBe('woken');
    expect(await outcome(changes.wait(changes.version(), 5, new AbortController().signal))).toBe(
      'woken',
    );
    const abort = new AbortController();
    const byAbort = changes.wait(changes.version(), 60_000, abort.signal);
    abort.abort();
    expect(await outcome(byAbort)).toBe('woken');
    const unrelated = new AbortController();
    expect(await outcome(changes.wait(changes.version(), 60_000, unrelated.signal))).toBe(
      'still waiting',
    );
    unrelated.abort();
  });
});

import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  createRunnerTestContext,
  eventually,
  testEvent,
  type RunnerTestContext,
} from '@memorial-care/projections/testing';
import { readReactorCheckpoint } from './checkpoint-store';
import type { Reactor } from './reactor';
import { getReactorStatuses } from './reactor-status';
import { startReactors, type ReactorTiming, type RunningReactors } from './start-reactors';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
const fastTiming: ReactorTiming = {
  standbyRetryMs: 100,
  retryBackoffMs: 20,
  maxRetryBackoffMs: 200,
  checkpointFlushMs: 50,
};

let context: RunnerTestContext;
const running: RunningReactors[] = [];
beforeAll(async () => {
  context = await createRunnerTestContext();
});
afterAll(async () => {
  for (const reactors of running) await reactors.stop();
  await context?.close();
});

/** A reactor that records the `value` of each event it reacts to (per test: its own type). */
const recordingReactor = (
  eventType: string,
  fail: (value: string, attempt: number) => boolean = () => false,
) => {
  const reacted: string[] = [];
  const attempts = new Map<string, number>();
  const reactor: Reactor<{ tag: string }> = {
    name: `test-${eventType}`,
    eventTypes: [eventType],
    async react(event: RecordedEvent, deps) {
      const { value } = event.data as { value: string };
      const attempt = (attempts.get(value) ?? 0) + 1;
      attempts.set(value, attempt);
      if (fail(value, attempt)) throw new Error(`cannot react to ${value} yet`);
      reacted.push(`${deps.tag}:${value}`);
    },
  };
  return { reactor, reacted, attempts };
};

const append = async (type: string, values: readonly string[]) =>
  context.eventStore.appendToStream(
    `reactor-test-${randomUUID()}`,
    values.map((value) => testEvent(type, { value })),
    { expectedRevision: 'any' },
  );

const start = async (reactors: readonly Reactor<{ tag: string }>[], tag = 'a') => {
  const started = await startReactors({
    pool: context.db.pool,
    databaseUrl: context.db.url,
    eventStore: context.eventStore,
    reactors,
    deps: { tag },
    logger,
    timing: fastTiming,
  });
  running.push(started);
  return started;
};

const waitForCheckpoint = async (name: string, atLeast: { commit: bigint; prepare: bigint }) => {
  const checkpoint = await eventually(
    () => readReactorCheckpoint(context.db.pool, name),
    (c) => c !== null && comparePositions(c.position, atLeast) >= 0,
  );
  if (!checkpoint) throw new Error(`No checkpoint for ${name}`);
  return checkpoint;
};

describe('reactor runner', () => {
  it('reacts to its event types in order, passes the others, and saves the checkpoint', async () => {
    const type = `Noted${randomUUID().slice(0, 8)}`;
    const { reactor, reacted } = recordingReactor(type);
    await append(type, ['one', 'two']);
    await append('SomethingElseHappened', ['ignored']);
    const last = await append(type, ['three']);
    const tail = await append('SomethingElseHappened', ['ignored too']);
    const reactors = await start([reactor]);

    await eventually(
      async () => reacted,
      (r) => r.length === 3,
    );
    expect(reacted).toEqual(['a:one', 'a:two', 'a:three']);
    // The checkpoint also passes the irrelevant tail (saved a moment later).
    const checkpoint = await waitForCheckpoint(reactor.name, tail.position);
    expect(comparePositions(checkpoint.position, last.position)).toBeGreaterThan(0);
    expect(checkpoint.attempts).toBe(0);
    await reactors.stop();
  });

  it('retries a failing reaction with backoff and never skips to the next event', async () => {
    const type = `Noted${randomUUID().slice(0, 8)}`;
    let release = false;
    const { reactor, reacted, attempts } = recordingReactor(
      type,
      (value) => value === 'stuck' && !release,
    );
    await append(type, ['before', 'stuck', 'after']);
    const reactors = await start([reactor]);

    // While it fails, the admin sees the attempts and the error; `after` waits its turn.
    const status = await eventually(
      async () =>
        (await getReactorStatuses(context.db.pool, context.eventStore)).find(
          (s) => s.name === reactor.name,
        ),
      (s) => s !== undefined && s.attempts >= 3,
    );
    expect(status).toMatchObject({
      status: 'retrying',
      lastError: { message: 'cannot react to stuck yet', eventType: type },
    });
    expect(status?.lag).toBeGreaterThanOrEqual(2);
    expect(reacted).toEqual(['a:before']);

    release = true;
    await eventually(
      async () => reacted,
      (r) => r.length === 3,
    );
    expect(reacted).toEqual(['a:before', 'a:stuck', 'a:after']);
    expect(attempts.get('stuck')).toBeGreaterThanOrEqual(4);
    const healthy = await eventually(
      () => readReactorCheckpoint(context.db.pool, reactor.name),
      (c) => c?.attempts === 0,
    );
    // The last failure stays on record for the admin after recovery.
    expect(healthy?.lastError?.message).toBe('cannot react to stuck yet');
    await reactors.stop();
  });

  it('continues from its checkpoint after a restart: nothing redone, nothing missed', async () => {
    const type = `Noted${randomUUID().slice(0, 8)}`;
    const first = recordingReactor(type);
    const done = await append(type, ['early']);
    const reactors = await start([first.reactor]);
    await waitForCheckpoint(first.reactor.name, done.position);
    await reactors.stop();

    const appendedWhileDown = await append(type, ['late']);
    const second = recordingReactor(type);
    const restarted = await start([second.reactor]);
    await waitForCheckpoint(second.reactor.name, appendedWhileDown.position);
    expect(first.reacted).toEqual(['a:early']);
    expect(second.reacted).toEqual(['a:late']);
    await restarted.stop();
  });

  it('runs one active instance per reactor across processes; a standby takes over', async () => {
    const type = `Noted${randomUUID().slice(0, 8)}`;
    const shared = recordingReactor(type);
    const instanceA = await start([shared.reactor], 'a');
    const instanceB = await start([shared.reactor], 'b');
    const firstBatch = await append(type, ['1', '2', '3']);
    await waitForCheckpoint(shared.reactor.name, firstBatch.position);
    await instanceA.stop();

    const secondBatch = await append(type, ['4', '5']);
    await waitForCheckpoint(shared.reactor.name, secondBatch.position);
    // Each event once, in order, by whichever instance held the lock.
    expect(shared.reacted.map((r) => r.split(':')[1])).toEqual(['1', '2', '3', '4', '5']);
    expect(shared.reacted.slice(0, 3)).toEqual(['a:1', 'a:2', 'a:3']);
    expect(shared.reacted.slice(3)).toEqual(['b:4', 'b:5']);
    await instanceB.stop();
  });

  it('refuses two reactors with one name', async () => {
    const { reactor } = recordingReactor('Twice');
    await expect(start([reactor, reactor])).rejects.toThrow(/Duplicate reactor name/);
  });
});

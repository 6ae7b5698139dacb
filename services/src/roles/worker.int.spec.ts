import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../testing/database-urls';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { startWorkerHost } from './worker';

const connection = { url: testRedisUrl() };
const logger = pino({ level: 'silent' });
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('worker host', () => {
  it('runs the registered workers on real Redis, retries failures, and closes gracefully', async () => {
    const queueName = `mc-test-${randomBytes(4).toString('hex')}`;
    const queue = new Queue(queueName, { connection });
    const events = new QueueEvents(queueName, { connection });
    await events.waitUntilReady();
    cleanups.push(
      () => events.close(),
      async () => {
        await queue.obliterate({ force: true });
        await queue.close();
      },
    );

    const attemptsSeen = new Map<string, number>();
    const definition: QueueWorkerDefinition<{ text: string; failFirst: boolean }, string> = {
      queueName,
      async process(job) {
        const attempt = (attemptsSeen.get(job.data.text) ?? 0) + 1;
        attemptsSeen.set(job.data.text, attempt);
        if (job.data.failFirst && attempt === 1) throw new Error('transient failure');
        return job.data.text.toUpperCase();
      },
    };
    const host = await startWorkerHost({ redisUrl: testRedisUrl(), logger, workers: [definition] });

    const plain = await queue.add('shout', { text: 'zdravo', failFirst: false });
    const flaky = await queue.add(
      'shout',
      { text: 'pomen', failFirst: true },
      { attempts: 2, backoff: { type: 'fixed', delay: 10 } },
    );
    expect(await plain.waitUntilFinished(events, 10_000)).toBe('ZDRAVO');
    expect(await flaky.waitUntilFinished(events, 10_000)).toBe('POMEN');
    expect(attemptsSeen.get('pomen')).toBe(2);

    await host.close();
    // Closed: a new job stays waiting instead of being processed.
    await queue.add('shout', { text: 'kasno', failFirst: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await queue.getWaitingCount()).toBe(1);
  });
});

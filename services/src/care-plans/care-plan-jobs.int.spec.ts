import type { Job } from 'bullmq';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClient } from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { recordCemetery, recordGraveWithWishes } from './care-plan-test-fixtures';
import { carePlansEveryMs, carePlansQueueName, createCarePlansWorker } from './care-plan-jobs';

// The job as the worker role runs it: scheduled hourly on the `care-plans` queue, and its
// processor is one planning run with the configured lead time.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ worker: true, env: { CARE_PLAN_LEAD_DAYS: '30' } });
}, 60_000);
afterAll(() => app?.close());

describe('the care-plan job', () => {
  it('is scheduled hourly by the worker role, and its first run found nothing to plan', async () => {
    const connection = new Redis(app.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(carePlansQueueName, { connection, prefix: app.queuePrefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => ({ name: s.name, every: Number(s.every) }))).toEqual([
        { name: 'plan-care-occasions', every: carePlansEveryMs },
      ]);
      await expect.poll(() => queue.getCompletedCount(), { timeout: 15_000 }).toBeGreaterThan(0);
      const [done] = await queue.getCompleted();
      expect(done?.returnvalue).toMatchObject({
        planned: { created: 0, unassigned: 0, alreadyCreated: 0, failedGraves: 0 },
      });
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('plans with the configured lead time on the clock it is given', async () => {
    const cemeteryId = await recordCemetery(app, []);
    const clientId = await recordClient(app, 'Marko Đorđević', 'active');
    await recordGraveWithWishes(app, { clientId, cemeteryId, visitFrequency: 'recurring' });
    // 30 days from 3 April 2027 reach the first Saturday of May, not that of June.
    const worker = createCarePlansWorker({
      pool: app.deps.pool,
      eventStore: app.deps.eventStore,
      leadDays: app.config.carePlanLeadDays,
      clock: () => new Date('2027-04-03T10:00:00.000Z'),
    });
    expect(await worker.process({} as Job, { logger: app.deps.logger })).toEqual({
      planned: {
        today: '2027-04-03',
        until: '2027-05-03',
        // The April and May visits; the cemetery has nobody to send.
        created: 2,
        unassigned: 2,
        alreadyCreated: 0,
        failedGraves: 0,
      },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caretakerEarningsStreamId, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { caretakerEarningsReactor } from './earnings-reactor';
import {
  appendRequestEvent,
  eventually,
  openEarningsOf,
  recordCompletedTask,
  recordPayoutCaretaker,
} from './payouts-test-fixtures';

// The worker's reaction to completed tasks: an earning accrues once, however often the events
// are delivered, follows the task when it is reopened, changed or moved, and stays as closed
// once it is in a statement.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp({
    worker: { reactors: [caretakerEarningsReactor], reactorTiming: { checkpointFlushMs: 20 } },
  });
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const ledgerTypes = async (caretakerId: string) =>
  (await app.streamEvents(caretakerEarningsStreamId(caretakerId))).map((e) => e.type);

const ledgerSettles = (caretakerId: string, length: number) =>
  eventually(
    () => ledgerTypes(caretakerId),
    (types) => types.length >= length,
  );

/** Delivers the request's events to the reactor again, as a replay after a crash would. */
const replay = async (requestId: string) => {
  for (const event of await app.streamEvents(serviceRequestStreamId(requestId)))
    if (caretakerEarningsReactor.eventTypes.includes(event.type))
      await caretakerEarningsReactor.react(event, app.deps);
};

describe('the caretaker earnings reactor', () => {
  it('accrues a completed task once, and a replay accrues nothing twice', async () => {
    const caretakerId = await recordPayoutCaretaker(app, 'Dragan Nikolić');
    const requestId = await recordCompletedTask(app, {
      caretakerId,
      amount: '45.50',
      completedDate: '2025-05-05T09:00:00.000Z',
    });
    expect(await ledgerSettles(caretakerId, 1)).toEqual(['CaretakerEarningAccrued']);
    await replay(requestId);
    await replay(requestId);
    expect(await ledgerTypes(caretakerId)).toEqual(['CaretakerEarningAccrued']);
    const earnings = await eventually(
      () => openEarningsOf(admin, `?caretakerId=${caretakerId}`),
      (e) => e.earnings.length === 1,
    );
    expect(earnings.earnings[0]).toMatchObject({ taskAmount: '45.50', amount: '31.85' });
  });

  it('takes the earning back when the task is reopened, and accrues it again on completion', async () => {
    const caretakerId = await recordPayoutCaretaker(app, 'Milan Ilić');
    const requestId = await recordCompletedTask(app, {
      caretakerId,
      amount: '20.00',
      completedDate: '2025-05-06T09:00:00.000Z',
    });
    await ledgerSettles(caretakerId, 1);
    await appendRequestEvent(app, requestId, 'ServiceRequestStatusChanged', {
      from: 'completed',
      to: 'in_progress',
    });
    expect(await ledgerSettles(caretakerId, 2)).toEqual([
      'CaretakerEarningAccrued',
      'CaretakerEarningReversed',
    ]);
    await appendRequestEvent(app, requestId, 'ServiceRequestCompleted', {
      completedDate: '2025-05-07T09:00:00.000Z',
    });
    await ledgerSettles(caretakerId, 3);
    await replay(requestId);
    expect(await ledgerTypes(caretakerId)).toEqual([
      'CaretakerEarningAccrued',
      'CaretakerEarningReversed',
      'CaretakerEarningAccrued',
    ]);
  });

  it('moves the earning with the task to another caretaker, and not once it is stated', async () => {
    const first = await recordPayoutCaretaker(app, 'Ana First');
    const second = await recordPayoutCaretaker(app, 'Boris Second');
    const requestId = await recordCompletedTask(app, {
      caretakerId: first,
      amount: '10.00',
      completedDate: '2025-05-08T09:00:00.000Z',
    });
    await ledgerSettles(first, 1);
    await appendRequestEvent(app, requestId, 'ServiceRequestUpdated', {
      changes: { caretakerId: second },
    });
    expect(await ledgerSettles(second, 1)).toEqual(['CaretakerEarningAccrued']);
    expect(await ledgerTypes(first)).toEqual([
      'CaretakerEarningAccrued',
      'CaretakerEarningReversed',
    ]);

    await eventually(
      () => openEarningsOf(admin, `?caretakerId=${second}`),
      (e) => e.earnings.length === 1,
    );
    expect((await admin.post('/api/payouts/close', { month: '2025-05' })).status).toBe(200);
    await appendRequestEvent(app, requestId, 'ServiceRequestDeleted');
    // The deletion reached the reactor (a later request of the same caretaker shows it).
    await recordCompletedTask(app, {
      caretakerId: second,
      amount: '1.00',
      completedDate: '2025-06-01T09:00:00.000Z',
    });
    expect(await ledgerSettles(second, 3)).toEqual([
      'CaretakerEarningAccrued',
      'PayoutStatementClosed',
      'CaretakerEarningAccrued',
    ]);
    await replay(requestId);
    expect(await ledgerTypes(second)).toHaveLength(3);
  });
});

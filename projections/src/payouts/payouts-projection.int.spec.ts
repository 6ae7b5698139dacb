import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  caretakerEarningsStreamId,
  type CaretakerEarningsEvent,
} from '@memorial-care/contracts/events';
import { payoutListQuerySchema } from '@memorial-care/contracts/http';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { payoutsProjection } from './payouts-projection';
import {
  caretakersWithOpenEarnings,
  getPayoutStatement,
  listPayoutStatements,
  openEarnings,
} from './queries';

const database = useProjectionTestWithBuiltEvents(payoutsProjection);
const at = '2026-10-01T09:00:00.000Z';

/** A caretaker's ledger: each event at the stream's next revision. */
const ledger = (caretakerId = randomUUID()) => {
  let revision = -1n;
  const streamId = caretakerEarningsStreamId(caretakerId);
  return {
    caretakerId,
    next: (event: CaretakerEarningsEvent): RecordedEvent =>
      recordedEvent(event, { streamId, revision: (revision += 1n), occurredAt: at }),
  };
};

const accrual = (caretakerId: string, completedOn: string, taskAmount: string, amount: string) => ({
  type: 'CaretakerEarningAccrued' as const,
  data: {
    earningId: randomUUID(),
    caretakerId,
    requestId: randomUUID(),
    serviceType: 'grave_cleaning' as const,
    completedOn,
    taskAmount,
    sharePercent: '70',
    amount,
  },
});

const list = (query: object = {}) =>
  listPayoutStatements(database.pool, payoutListQuerySchema.parse(query));

describe('the payouts read model', () => {
  it('keeps open earnings, their statement and its payment, in one batch or many', async () => {
    const { caretakerId, next } = ledger();
    const first = accrual(caretakerId, '2026-09-10', '30.00', '21.00');
    const second = accrual(caretakerId, '2026-10-02', '10.00', '7.00');
    const reversed = accrual(caretakerId, '2026-09-11', '99.00', '69.30');
    const statementId = randomUUID();
    const { caretakerId: _c, sharePercent: _s, ...line } = first.data;
    const events = [
      next(first),
      next(second),
      next(reversed),
      next({
        type: 'CaretakerEarningReversed',
        data: { ...reversed.data, reason: 'reopened' },
      }),
      next({
        type: 'PayoutStatementClosed',
        data: {
          statementId,
          caretakerId,
          month: '2026-09',
          closedOn: '2026-10-01',
          lines: [line],
          total: '21.00',
        },
      }),
      next({
        type: 'PayoutStatementPaid',
        data: {
          statementId,
          caretakerId,
          month: '2026-09',
          amount: '21.00',
          method: 'bank_transfer',
          paidOn: '2026-10-03',
          reference: null,
        },
      }),
    ];
    // One batch, then the same again event by event (a replay changes nothing).
    await database.apply(events);
    for (const event of events) await database.apply([event]);

    const open = await openEarnings(database.pool, caretakerId);
    expect(open.total).toBe('7.00');
    expect(open.earnings.map((e) => e.amount)).toEqual(['7.00']);
    expect(await caretakersWithOpenEarnings(database.pool, '2026-09')).toEqual([]);
    expect(await caretakersWithOpenEarnings(database.pool, '2026-10')).toEqual([caretakerId]);
    expect(await getPayoutStatement(database.pool, statementId)).toMatchObject({
      caretakerId,
      month: '2026-09',
      tasks: 1,
      total: '21.00',
      status: 'paid',
      paidOn: '2026-10-03',
      method: 'bank_transfer',
      lines: [{ requestId: first.data.requestId, taskAmount: '30.00', amount: '21.00' }],
    });
  });

  it('lists statements newest month first, filtered by caretaker, month and status', async () => {
    const ana = ledger();
    const boris = ledger();
    const close = (owner: ReturnType<typeof ledger>, month: string) => {
      const earning = accrual(owner.caretakerId, `${month}-05`, '10.00', '7.00');
      const { caretakerId: _c, sharePercent: _s, ...line } = earning.data;
      return [
        owner.next(earning),
        owner.next({
          type: 'PayoutStatementClosed',
          data: {
            statementId: randomUUID(),
            caretakerId: owner.caretakerId,
            month,
            closedOn: `${month}-28`,
            lines: [line],
            total: '7.00',
          },
        }),
      ];
    };
    await database.apply([
      ...close(ana, '2026-08'),
      ...close(ana, '2026-09'),
      ...close(boris, '2026-09'),
    ]);
    expect((await list()).items.map((s) => s.month)).toEqual(['2026-09', '2026-09', '2026-08']);
    expect((await list({ caretakerId: ana.caretakerId })).total).toBe(2);
    expect((await list({ month: '2026-08' })).items.map((s) => s.caretakerId)).toEqual([
      ana.caretakerId,
    ]);
    expect((await list({ status: 'paid' })).total).toBe(0);
    expect((await list({ pageSize: 1, page: 3 })).items).toHaveLength(1);
    expect(await getPayoutStatement(database.pool, 'not-a-uuid')).toBeNull();
  });
});

import { describe, it } from 'vitest';
import type { CaretakerEarningsEvent } from '@memorial-care/contracts/events';
import { ConflictError, NotFoundError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import {
  caretakerEarningsDecider,
  type CaretakerEarningsCommand,
  type EarningDue,
} from './caretaker-earnings-decider';

const given = DeciderSpecification.for(caretakerEarningsDecider);
const caretakerId = '3c2b1a09-f8e7-4d6c-b5a4-938271605f4e';
const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const laterRequestId = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const earningId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const laterEarningId = '6a1f0e9d-8c7b-4a65-9483-726150493827';
const statementId = '9d8c7b6a-5f4e-4d3c-8b2a-190817263544';

const due = (overrides: Partial<EarningDue> = {}): EarningDue => ({
  earningId,
  caretakerId,
  requestId,
  serviceType: 'grave_cleaning',
  completedOn: '2026-10-14',
  taskAmount: '30.00',
  sharePercent: '70',
  amount: '21.00',
  ...overrides,
});
const accrued = (earning: EarningDue = due()): CaretakerEarningsEvent => ({
  type: 'CaretakerEarningAccrued',
  data: earning,
});
const settle = (
  earning: EarningDue | null,
  reason: 'reopened' | 'deleted' = 'reopened',
): CaretakerEarningsCommand => ({
  type: 'SettleRequestEarning',
  data: { caretakerId, requestId, due: earning, reason },
});
const close = (month: string): CaretakerEarningsCommand => ({
  type: 'ClosePayoutStatement',
  data: { statementId, caretakerId, month, closedOn: '2026-11-02' },
});
const line = ({ caretakerId: _c, sharePercent: _s, ...rest }: EarningDue) => rest;
const closedOctober: CaretakerEarningsEvent = {
  type: 'PayoutStatementClosed',
  data: {
    statementId,
    caretakerId,
    month: '2026-10',
    closedOn: '2026-11-02',
    lines: [line(due())],
    total: '21.00',
  },
};
const pay: CaretakerEarningsCommand = {
  type: 'MarkPayoutPaid',
  data: { statementId, method: 'bank_transfer', paidOn: '2026-11-05', reference: 'PO-1' },
};
const paid: CaretakerEarningsEvent = {
  type: 'PayoutStatementPaid',
  data: {
    statementId,
    caretakerId,
    month: '2026-10',
    amount: '21.00',
    method: 'bank_transfer',
    paidOn: '2026-11-05',
    reference: 'PO-1',
  },
};

describe('caretaker earnings decider', () => {
  it('accrues a completed task once; settling it again changes nothing', () => {
    given([]).when(settle(due())).then([accrued()]);
    given([accrued()]).when(settle(due())).thenNothing();
  });

  it('takes an open earning back when the task is reopened or deleted', () => {
    given([accrued()])
      .when(settle(null, 'deleted'))
      .then([
        {
          type: 'CaretakerEarningReversed',
          data: { earningId, caretakerId, requestId, amount: '21.00', reason: 'deleted' },
        },
      ]);
    given([]).when(settle(null)).thenNothing();
  });

  it('accrues a changed task again as it is now', () => {
    const higher = due({ taskAmount: '50.00', amount: '35.00' });
    given([accrued()])
      .when(settle(higher))
      .then([
        {
          type: 'CaretakerEarningReversed',
          data: { earningId, caretakerId, requestId, amount: '21.00', reason: 'changed' },
        },
        accrued(higher),
      ]);
  });

  it('leaves an earning in a statement as it was closed', () => {
    given([accrued(), closedOctober]).when(settle(null, 'deleted')).thenNothing();
    given([accrued(), closedOctober])
      .when(settle(due({ amount: '1.00' })))
      .thenNothing();
  });

  it('closes the open earnings completed in or before the month, oldest first', () => {
    const november = due({
      earningId: laterEarningId,
      requestId: laterRequestId,
      completedOn: '2026-11-01',
    });
    const september = due({
      earningId: laterEarningId,
      requestId: laterRequestId,
      completedOn: '2026-09-30',
      taskAmount: '33.33',
      amount: '23.33',
    });
    given([accrued(), accrued(november)])
      .when(close('2026-10'))
      .then([closedOctober]);
    given([accrued(), accrued(september)])
      .when(close('2026-10'))
      .then([
        {
          type: 'PayoutStatementClosed',
          data: {
            ...closedOctober.data,
            lines: [line(september), line(due())],
            total: '44.33',
          },
        },
      ]);
  });

  it('closes a month once, and not at all without open earnings', () => {
    given([accrued(), closedOctober]).when(close('2026-10')).thenNothing();
    given([]).when(close('2026-10')).thenNothing();
    given([accrued()]).when(close('2026-09')).thenNothing();
  });

  it('pays a statement once at its total; a second payment is a conflict', () => {
    given([accrued(), closedOctober]).when(pay).then([paid]);
    given([accrued(), closedOctober, paid])
      .when(pay)
      .thenThrows(ConflictError, { code: 'PAYOUT_ALREADY_PAID' });
    given([]).when(pay).thenThrows(NotFoundError);
  });
});

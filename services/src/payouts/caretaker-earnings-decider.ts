import { sumAmounts, type EarningReversalReason } from '@memorial-care/contracts/domain';
import {
  caretakerEarningsEventTypes,
  type CaretakerEarningsEvent,
  type PayoutStatementLine,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';

/** What a completed task should have earned its caretaker, as the request stands now. */
export interface EarningDue {
  readonly earningId: string;
  readonly caretakerId: string;
  readonly requestId: string;
  readonly serviceType: PayoutStatementLine['serviceType'];
  readonly completedOn: string;
  readonly taskAmount: string;
  readonly sharePercent: string;
  readonly amount: string;
}

export type CaretakerEarningsCommand =
  /**
   * Brings one request's earning on this caretaker's ledger to what is due (null: nothing is
   * due here any more). `reason` says why an earning is taken back.
   */
  | {
      readonly type: 'SettleRequestEarning';
      readonly data: {
        readonly caretakerId: string;
        readonly requestId: string;
        readonly due: EarningDue | null;
        readonly reason: EarningReversalReason;
      };
    }
  /** Closes the month: the open earnings completed in or before it become one statement. */
  | {
      readonly type: 'ClosePayoutStatement';
      readonly data: {
        readonly statementId: string;
        readonly caretakerId: string;
        readonly month: string;
        readonly closedOn: string;
      };
    }
  | {
      readonly type: 'MarkPayoutPaid';
      readonly data: {
        readonly statementId: string;
        readonly method: 'bank_transfer' | 'cash' | 'paypal' | 'stripe';
        readonly paidOn: string;
        readonly reference: string | null;
      };
    };

interface HeldEarning extends PayoutStatementLine {
  /** The statement it is in; null while open. */
  readonly statementId: string | null;
}

interface StatementState {
  readonly caretakerId: string;
  readonly month: string;
  readonly total: string;
  readonly paid: boolean;
}

export interface CaretakerEarningsState {
  /** The accrued, not reversed, earning of each request. */
  readonly earnings: ReadonlyMap<string, HeldEarning>;
  readonly statements: ReadonlyMap<string, StatementState>;
}

const alreadyPaid = () =>
  new ConflictError('This payout statement has already been paid', 'PAYOUT_ALREADY_PAID');

const sameEarning = (held: HeldEarning, due: EarningDue) =>
  held.earningId === due.earningId &&
  held.serviceType === due.serviceType &&
  held.completedOn === due.completedOn &&
  held.taskAmount === due.taskAmount &&
  held.amount === due.amount;

const settle = (
  state: CaretakerEarningsState,
  {
    caretakerId,
    requestId,
    due,
    reason,
  }: Extract<CaretakerEarningsCommand, { type: 'SettleRequestEarning' }>['data'],
): CaretakerEarningsEvent[] => {
  const held = state.earnings.get(requestId);
  // Once in a statement the earning stays as it was closed: the statement is what is paid.
  if (held?.statementId) return [];
  if (held && due && sameEarning(held, due)) return [];
  const events: CaretakerEarningsEvent[] = [];
  if (held)
    events.push({
      type: 'CaretakerEarningReversed',
      data: {
        earningId: held.earningId,
        caretakerId,
        requestId,
        amount: held.amount,
        reason: due ? 'changed' : reason,
      },
    });
  if (due) events.push({ type: 'CaretakerEarningAccrued', data: due });
  return events;
};

const close = (
  state: CaretakerEarningsState,
  {
    statementId,
    caretakerId,
    month,
    closedOn,
  }: Extract<CaretakerEarningsCommand, { type: 'ClosePayoutStatement' }>['data'],
): CaretakerEarningsEvent[] => {
  if (state.statements.has(statementId)) return [];
  const lines = [...state.earnings.values()]
    .filter((earning) => !earning.statementId && earning.completedOn.slice(0, 7) <= month)
    .sort(
      (a, b) =>
        a.completedOn.localeCompare(b.completedOn) || a.requestId.localeCompare(b.requestId),
    )
    .map(({ statementId: _open, ...line }) => line);
  if (lines.length === 0) return [];
  return [
    {
      type: 'PayoutStatementClosed',
      data: {
        statementId,
        caretakerId,
        month,
        closedOn,
        lines,
        total: sumAmounts(lines.map((line) => line.amount)),
      },
    },
  ];
};

const markPaid = (
  state: CaretakerEarningsState,
  data: Extract<CaretakerEarningsCommand, { type: 'MarkPayoutPaid' }>['data'],
): CaretakerEarningsEvent[] => {
  const statement = state.statements.get(data.statementId);
  if (!statement) throw new NotFoundError('Payout statement not found');
  if (statement.paid) throw alreadyPaid();
  return [
    {
      type: 'PayoutStatementPaid',
      data: {
        ...data,
        caretakerId: statement.caretakerId,
        month: statement.month,
        amount: statement.total,
      },
    },
  ];
};

/**
 * A caretaker's payout ledger (stream `caretaker-earnings-<caretakerId>`): earnings accrue and
 * are reversed while open, a month's open earnings close into one statement, a statement is
 * paid once.
 */
export const caretakerEarningsDecider: Decider<
  CaretakerEarningsState,
  CaretakerEarningsCommand,
  CaretakerEarningsEvent
> = {
  eventTypes: [...caretakerEarningsEventTypes],
  initialState: () => ({ earnings: new Map(), statements: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CaretakerEarningAccrued': {
        const { caretakerId: _caretaker, sharePercent: _share, ...line } = event.data;
        const earnings = new Map(state.earnings);
        earnings.set(line.requestId, { ...line, statementId: null });
        return { ...state, earnings };
      }
      case 'CaretakerEarningReversed': {
        const earnings = new Map(state.earnings);
        earnings.delete(event.data.requestId);
        return { ...state, earnings };
      }
      case 'PayoutStatementClosed': {
        const { statementId, caretakerId, month, total } = event.data;
        const earnings = new Map(state.earnings);
        for (const line of event.data.lines) earnings.set(line.requestId, { ...line, statementId });
        const statements = new Map(state.statements);
        statements.set(statementId, { caretakerId, month, total, paid: false });
        return { earnings, statements };
      }
      case 'PayoutStatementPaid': {
        const statement = state.statements.get(event.data.statementId);
        if (!statement) return state;
        const statements = new Map(state.statements);
        statements.set(event.data.statementId, { ...statement, paid: true });
        return { ...state, statements };
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SettleRequestEarning':
        return settle(state, command.data);
      case 'ClosePayoutStatement':
        return close(state, command.data);
      case 'MarkPayoutPaid':
        return markPaid(state, command.data);
    }
  },
};

/** Whether this ledger holds the request's earning in a statement already. */
export const isStated = (state: CaretakerEarningsState, requestId: string) =>
  Boolean(state.earnings.get(requestId)?.statementId);

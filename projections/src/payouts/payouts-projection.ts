import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  caretakerEarningsEventSchema,
  caretakerEarningsEventTypes,
  type CaretakerEarningsEvent,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { foldRowOutcomes, writeRowOutcomes, type RowInstruction, type RowTable } from '../shared';

const earningsTable: RowTable = {
  name: 'caretaker_earnings',
  columns: [
    'caretaker_id',
    'request_id',
    'service_type',
    'completed_on',
    'task_amount',
    'amount',
    'status',
    'statement_id',
  ],
};

const payoutsTable: RowTable = {
  name: 'caretaker_payouts',
  columns: [
    'caretaker_id',
    'month',
    'closed_on',
    'lines',
    'tasks',
    'total',
    'status',
    'paid_on',
    'method',
    'reference',
  ],
};

/** What an event does to the earnings rows: a statement marks each of its lines stated. */
const earningInstructions = (event: CaretakerEarningsEvent): RowInstruction[] => {
  switch (event.type) {
    case 'CaretakerEarningAccrued': {
      const { data } = event;
      return [
        {
          kind: 'insert',
          id: data.earningId,
          row: {
            caretaker_id: data.caretakerId,
            request_id: data.requestId,
            service_type: data.serviceType,
            completed_on: data.completedOn,
            task_amount: data.taskAmount,
            amount: data.amount,
            status: 'open',
            statement_id: null,
          },
        },
      ];
    }
    case 'CaretakerEarningReversed':
      // Kept as reversed, not deleted: a replayed older batch cannot bring it back as open.
      return [{ kind: 'patch', id: event.data.earningId, changes: { status: 'reversed' } }];
    case 'PayoutStatementClosed':
      return event.data.lines.map((line) => ({
        kind: 'patch',
        id: line.earningId,
        changes: { status: 'stated', statement_id: event.data.statementId },
      }));
    case 'PayoutStatementPaid':
      return [];
  }
};

const payoutInstructions = (event: CaretakerEarningsEvent): RowInstruction[] => {
  switch (event.type) {
    case 'PayoutStatementClosed': {
      const { data } = event;
      return [
        {
          kind: 'insert',
          id: data.statementId,
          row: {
            caretaker_id: data.caretakerId,
            month: data.month,
            closed_on: data.closedOn,
            lines: data.lines,
            tasks: data.lines.length,
            total: data.total,
            status: 'closed',
            paid_on: null,
            method: null,
            reference: null,
          },
        },
      ];
    }
    case 'PayoutStatementPaid': {
      const { data } = event;
      return [
        {
          kind: 'patch',
          id: data.statementId,
          changes: {
            status: 'paid',
            paid_on: data.paidOn,
            method: data.method,
            reference: data.reference,
          },
        },
      ];
    }
    default:
      return [];
  }
};

/**
 * One event may change several rows (a statement states each of its earnings): each recorded
 * event becomes one entry per row instruction, at the event's own revision, and the shared fold
 * merges them per row in log order.
 */
const foldInstructions = (
  events: readonly RecordedEvent[],
  instructionsOf: (event: CaretakerEarningsEvent) => RowInstruction[],
) =>
  foldRowOutcomes(
    events.flatMap((recorded) =>
      instructionsOf(
        caretakerEarningsEventSchema.parse({ type: recorded.type, data: recorded.data }),
      ).map((instruction) => ({ ...recorded, data: instruction })),
    ),
    { parse: (entry: unknown) => (entry as { data: RowInstruction }).data },
    (instruction) => instruction,
  );

export const foldPayoutsBatch = (events: readonly RecordedEvent[]) => ({
  earnings: foldInstructions(events, earningInstructions),
  payouts: foldInstructions(events, payoutInstructions),
});

export const payoutsProjection: Projection = {
  name: 'payouts',
  eventTypes: caretakerEarningsEventTypes,
  tables: ['caretaker_earnings', 'caretaker_payouts'],
  migrations: {
    group: 'projection-payouts',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: async (tx, events) => {
    const { earnings, payouts } = foldPayoutsBatch(events);
    await writeRowOutcomes(tx, earningsTable, earnings);
    await writeRowOutcomes(tx, payoutsTable, payouts);
  },
};

import { serviceDay } from '@memorial-care/contracts/domain';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { caretakerEarningsStreamId, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { aggregateStream, readParsedStream } from '../shared/aggregate-stream';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { nameBasedUuid } from '../shared/deterministic-id';
import {
  caretakerEarningsDecider,
  isStated,
  type CaretakerEarningsCommand,
} from './caretaker-earnings-decider';
import { earningDueOf, requestForPayout } from './request-earning';

const laterOf = (a: Position | null, b: Position | null) =>
  !a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b;

const runOnLedger = async (
  eventStore: EventStore,
  caretakerId: string,
  command: CaretakerEarningsCommand,
  ctx: CommandContext,
) =>
  handleCommand(
    eventStore,
    caretakerEarningsStreamId(caretakerId),
    caretakerEarningsDecider,
    command,
    ctx,
  );

/**
 * Brings a request's earning to what its stream says now: accrued on its caretaker's ledger
 * when it is completed with a caretaker and an amount, taken back from every other ledger that
 * holds it (reopened, deleted, moved to another caretaker). Settling again changes nothing, so
 * a replay or a second run accrues nothing twice. An earning already in a statement is left as
 * it was closed, and then the request earns nothing anywhere else either.
 */
export const settleRequestEarning = async (
  eventStore: EventStore,
  requestId: string,
  ctx: CommandContext,
): Promise<Position | null> => {
  const request = requestForPayout(
    requestId,
    await readParsedStream(eventStore, serviceRequestStreamId(requestId)),
  );
  if (!request.everCompleted) return null;
  const ledgers = await Promise.all(
    request.caretakers.map(async (caretakerId) => ({
      caretakerId,
      state: (
        await aggregateStream(
          eventStore,
          caretakerEarningsStreamId(caretakerId),
          caretakerEarningsDecider,
        )
      ).state,
    })),
  );
  if (ledgers.some(({ state }) => isStated(state, requestId))) return null;
  const { due, reason } = earningDueOf(request);
  let position: Position | null = null;
  // Take back first, then accrue: a moved task is never on two ledgers at once.
  const order = [...request.caretakers].sort(
    (a, b) => Number(a === due?.caretakerId) - Number(b === due?.caretakerId),
  );
  for (const caretakerId of order) {
    const result = await runOnLedger(
      eventStore,
      caretakerId,
      {
        type: 'SettleRequestEarning',
        data: {
          caretakerId,
          requestId,
          due: due?.caretakerId === caretakerId ? due : null,
          reason: reason ?? 'changed',
        },
      },
      ctx,
    );
    position = laterOf(position, result.position);
  }
  return position;
};

/** Namespace of statement ids: one per caretaker and month. */
const statementNamespace = '2b7e4f9a1c3d4e5f8a6b0c9d7e1f2a3b';

export const statementIdOf = (caretakerId: string, month: string) =>
  nameBasedUuid(statementNamespace, `${caretakerId}/${month}`);

/**
 * Closes a month for each caretaker named: their open earnings completed in or before it become
 * one statement (none when they have none, or when the month was closed for them before).
 */
export const closePayoutMonth = async (
  eventStore: EventStore,
  input: { readonly month: string; readonly caretakerIds: readonly string[] },
  ctx: CommandContext,
) => {
  const closedOn = serviceDay(ctx.now).date;
  const created: string[] = [];
  let position: Position | null = null;
  for (const caretakerId of input.caretakerIds) {
    const statementId = statementIdOf(caretakerId, input.month);
    const result = await runOnLedger(
      eventStore,
      caretakerId,
      {
        type: 'ClosePayoutStatement',
        data: { statementId, caretakerId, month: input.month, closedOn },
      },
      ctx,
    );
    if (result.events.length > 0) created.push(statementId);
    position = laterOf(position, result.position);
  }
  return { created, position };
};

export const markPayoutPaid = async (
  eventStore: EventStore,
  input: Extract<CaretakerEarningsCommand, { type: 'MarkPayoutPaid' }>['data'] & {
    readonly caretakerId: string;
  },
  ctx: CommandContext,
) => {
  const { caretakerId, ...data } = input;
  const result = await runOnLedger(eventStore, caretakerId, { type: 'MarkPayoutPaid', data }, ctx);
  return { position: result.position };
};

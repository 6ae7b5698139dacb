import { randomUUID } from 'node:crypto';
import type { Position } from '@memorial-care/contracts/event-store';
import { caretakerStreamId, type CaretakerChanges } from '@memorial-care/contracts/events';
import {
  endAccessOfLinkedAccounts,
  laterPosition,
  restoreAccessOfLinkedAccounts,
} from '../auth/account-access';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { caretakersDecider, type CaretakerCommand, type NewCaretaker } from './caretakers-decider';

export interface CommandOutcome {
  readonly id: string;
  /** Position of the last appended event; null when nothing changed. */
  readonly position: Position | null;
}

const run = async (
  deps: AppDeps,
  caretakerId: string,
  command: CaretakerCommand,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const result = await handleCommand(
    deps.eventStore,
    caretakerStreamId(caretakerId),
    caretakersDecider,
    command,
    ctx,
  );
  return { id: caretakerId, position: result.position };
};

export type AddCaretakerInput = Omit<NewCaretaker, 'caretakerId'> & {
  /** A caller-chosen id (the seed, an import); a new UUID when absent. */
  readonly caretakerId?: string;
};

export const addCaretaker = (deps: AppDeps, input: AddCaretakerInput, ctx: CommandContext) => {
  const caretakerId = input.caretakerId ?? randomUUID();
  return run(deps, caretakerId, { type: 'AddCaretaker', data: { ...input, caretakerId } }, ctx);
};

/** Making a caretaker inactive ends their sign-in and sessions; making them active restores it. */
export const updateCaretaker = async (
  deps: AppDeps,
  input: { readonly caretakerId: string; readonly changes: CaretakerChanges },
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const updated = await run(deps, input.caretakerId, { type: 'UpdateCaretaker', data: input }, ctx);
  const { isActive } = input.changes;
  if (isActive === undefined) return updated;
  // Also when nothing changed: saving "inactive" again repairs an earlier half-done change.
  const link = { caretakerId: input.caretakerId };
  const access = isActive
    ? await restoreAccessOfLinkedAccounts(deps, link, ctx)
    : await endAccessOfLinkedAccounts(deps, link, 'caretaker-inactive', ctx);
  return { id: updated.id, position: laterPosition(updated.position, access.position) };
};

/** The holiday planner's Save Holidays: the whole new set of dates. */
export const updateCaretakerHolidays = (
  deps: AppDeps,
  input: { readonly caretakerId: string; readonly holidayDates: readonly string[] },
  ctx: CommandContext,
) => run(deps, input.caretakerId, { type: 'ChangeCaretakerHolidays', data: input }, ctx);

export const deleteCaretaker = async (
  deps: AppDeps,
  input: { readonly caretakerId: string },
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const deleted = await run(deps, input.caretakerId, { type: 'DeleteCaretaker', data: input }, ctx);
  const link = { caretakerId: input.caretakerId };
  const access = await endAccessOfLinkedAccounts(deps, link, 'caretaker-deleted', ctx);
  return { id: deleted.id, position: laterPosition(deleted.position, access.position) };
};

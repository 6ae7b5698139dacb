import { randomUUID } from 'node:crypto';
import type { Position } from '@memorial-care/contracts/event-store';
import { caretakerStreamId, type CaretakerChanges } from '@memorial-care/contracts/events';
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

export const updateCaretaker = (
  deps: AppDeps,
  input: { readonly caretakerId: string; readonly changes: CaretakerChanges },
  ctx: CommandContext,
) => run(deps, input.caretakerId, { type: 'UpdateCaretaker', data: input }, ctx);

/** The holiday planner's Save Holidays: the whole new set of dates. */
export const updateCaretakerHolidays = (
  deps: AppDeps,
  input: { readonly caretakerId: string; readonly holidayDates: readonly string[] },
  ctx: CommandContext,
) => run(deps, input.caretakerId, { type: 'ChangeCaretakerHolidays', data: input }, ctx);

export const deleteCaretaker = (
  deps: AppDeps,
  input: { readonly caretakerId: string },
  ctx: CommandContext,
) => run(deps, input.caretakerId, { type: 'DeleteCaretaker', data: input }, ctx);

import { randomUUID } from 'node:crypto';
import type { Position } from '@memorial-care/contracts/event-store';
import { graveStreamId, type GraveChanges } from '@memorial-care/contracts/events';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import type { CarePlanCommand } from './care-plan-decisions';
import { gravesDecider, type GraveCommand, type NewGrave } from './graves-decider';

export interface CommandOutcome {
  readonly id: string;
  /** Position of the last appended event; null when nothing changed. */
  readonly position: Position | null;
}

const run = async (
  deps: AppDeps,
  graveId: string,
  command: GraveCommand,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const result = await handleCommand(
    deps.eventStore,
    graveStreamId(graveId),
    gravesDecider,
    command,
    ctx,
  );
  return { id: graveId, position: result.position };
};

export type AddGraveInput = Omit<NewGrave, 'graveId'> & {
  /** A caller-chosen id (the seed, an import); a new UUID when absent. */
  readonly graveId?: string;
};

export const addGrave = (deps: AppDeps, input: AddGraveInput, ctx: CommandContext) => {
  const graveId = input.graveId ?? randomUUID();
  return run(deps, graveId, { type: 'AddGrave', data: { ...input, graveId } }, ctx);
};

export const updateGrave = (
  deps: AppDeps,
  input: { readonly graveId: string; readonly changes: GraveChanges },
  ctx: CommandContext,
) => run(deps, input.graveId, { type: 'UpdateGrave', data: input }, ctx);

export const removeGrave = (
  deps: AppDeps,
  input: { readonly graveId: string },
  ctx: CommandContext,
) => run(deps, input.graveId, { type: 'RemoveGrave', data: input }, ctx);

/** Pause or resume the grave's care plan, skip one of its occasions or undo the skip. */
export const changeCarePlan = (deps: AppDeps, command: CarePlanCommand, ctx: CommandContext) =>
  run(deps, command.data.graveId, command, ctx);

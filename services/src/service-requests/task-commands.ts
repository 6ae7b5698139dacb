import type { RequestStatus } from '@memorial-care/contracts/domain';
import type { AppDeps } from '../http/deps';
import type { CommandContext } from '../shared/command-handler';
import { ConflictError } from '../shared/errors';
import type { Actor } from './actor';
import { run } from './commands';
import { loadRuleFacts } from './rule-facts';

/**
 * A caretaker takes a pending task (an admin may give it to one). Of two caretakers accepting
 * at the same moment exactly one wins: the other's append loses the revision race (or its
 * decision sees the winner) and gets a 409 that says what happened.
 */
export const acceptTask = async (
  deps: AppDeps,
  input: { readonly requestId: string; readonly caretakerId: string; readonly actor: Actor },
  ctx: CommandContext,
) => {
  const { caretaker } = await loadRuleFacts(deps, {
    caretakerId: input.caretakerId,
    clientId: null,
  });
  try {
    return await run(
      deps,
      input.requestId,
      { type: 'AcceptTask', data: { ...input, caretaker } },
      ctx,
    );
  } catch (error) {
    if (error instanceof ConflictError && error.code === 'VERSION_CONFLICT')
      throw new ConflictError(
        'Another caretaker has already accepted this task',
        'TASK_ALREADY_ACCEPTED',
      );
    throw error;
  }
};

export const declineTask = (
  deps: AppDeps,
  input: { readonly requestId: string; readonly actor: Actor },
  ctx: CommandContext,
) => run(deps, input.requestId, { type: 'DeclineTask', data: input }, ctx);

/** The admin's status dropdown: any status; completed without a time means now. */
export const changeServiceRequestStatus = (
  deps: AppDeps,
  input: {
    readonly requestId: string;
    readonly status: RequestStatus;
    readonly completedDate?: string | null;
    readonly actor: Actor;
  },
  ctx: CommandContext,
) =>
  run(
    deps,
    input.requestId,
    {
      type: 'ChangeServiceRequestStatus',
      data: { ...input, now: ctx.now.toISOString() },
    },
    ctx,
  );

/** An event, not an erasure: the request leaves the lists, its history stays in the stream. */
export const deleteServiceRequest = (
  deps: AppDeps,
  input: { readonly requestId: string; readonly actor: Actor },
  ctx: CommandContext,
) => run(deps, input.requestId, { type: 'DeleteServiceRequest', data: input }, ctx);

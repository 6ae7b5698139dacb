import type { z } from 'zod';
import type { updateServiceRequestSchema } from '@memorial-care/contracts/http';
import type { AppDeps } from '../http/deps';
import type { CommandContext } from '../shared/command-handler';
import { ForbiddenError } from '../shared/errors';
import type { Actor } from './actor';
import { completeRequest, startWork, type CommandOutcome } from './commands';
import { acceptTask, declineTask } from './task-commands';

type UpdateBody = z.output<typeof updateServiceRequestSchema>;

export type TaskMove =
  | { readonly kind: 'accept'; readonly caretakerId: string }
  | { readonly kind: 'decline' }
  | { readonly kind: 'start' }
  | { readonly kind: 'complete'; readonly completedDate: string | null };

const taskKeys = new Set(['status', 'caretakerId', 'completedDate']);

/**
 * The spec's PATCH payloads for a caretaker's task buttons and status dropdown, read as the
 * lifecycle moves they are; anything else is not a caretaker's to do (null).
 */
export const taskMoveOf = (body: UpdateBody): TaskMove | null => {
  const sent = Object.entries(body).filter(([, value]) => value !== undefined);
  if (sent.some(([key]) => !taskKeys.has(key))) return null;
  switch (body.status) {
    case 'scheduled':
      return body.caretakerId ? { kind: 'accept', caretakerId: body.caretakerId } : null;
    case 'pending':
      return body.caretakerId === null ? { kind: 'decline' } : null;
    case 'in_progress':
      return { kind: 'start' };
    case 'completed':
      return { kind: 'complete', completedDate: body.completedDate ?? null };
    default:
      return null;
  }
};

export const runTaskMove = (
  deps: AppDeps,
  requestId: string,
  move: TaskMove,
  actor: Actor,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  switch (move.kind) {
    case 'accept':
      return acceptTask(deps, { requestId, caretakerId: move.caretakerId, actor }, ctx);
    case 'decline':
      return declineTask(deps, { requestId, actor }, ctx);
    case 'start':
      return startWork(deps, { requestId, actor }, ctx);
    case 'complete':
      return completeRequest(
        deps,
        { requestId, actor, ...(move.completedDate ? { completedDate: move.completedDate } : {}) },
        ctx,
      );
  }
};

export const notATaskMove = () =>
  new ForbiddenError('A caretaker can only accept, decline, start or complete a task');

import {
  serviceRequestIdParamsSchema,
  taskActionSchema,
  updateServiceRequestSchema,
} from '@memorial-care/contracts/http';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import type { z } from 'zod';
import { defineRoute } from '../http/route';
import { ValidationError } from '../shared/errors';
import { updateServiceRequest } from './form-commands';
import { actorOf, requireLinkedCaretaker } from './route-actor';
import { changeServiceRequestStatus, deleteServiceRequest } from './task-commands';
import { notATaskMove, runTaskMove, taskMoveOf, type TaskMove } from './task-moves';

/**
 * Writes. PATCH (the spec's payload) and DELETE on /api/service-requests, plus explicit
 * task routes (/:id/accept|decline|start|complete) for the caretaker's buttons. Who may do
 * what on which request is the decider's rule (see actor.ts); routes only admit the roles.
 */
type UpdateBody = z.output<typeof updateServiceRequestSchema>;

export const serviceRequestCommandRoutes = [
  defineRoute({
    method: 'patch',
    path: '/api/service-requests/:id',
    access: ['admin', 'caretaker'],
    params: serviceRequestIdParamsSchema,
    entityStream: ({ id }) => serviceRequestStreamId(id),
    body: updateServiceRequestSchema,
    authorize: requireLinkedCaretaker,
    handle: async ({ deps, params, body, user, command }) => {
      const actor = actorOf(user);
      const requestId = params.id;
      const dropdown = statusOnly(body);
      let outcome;
      if (actor.role !== 'admin') {
        const move = taskMoveOf(body);
        if (!move) throw notATaskMove();
        outcome = await runTaskMove(deps, requestId, move, actor, command);
      } else if (dropdown) {
        outcome = await changeServiceRequestStatus(
          deps,
          { requestId, ...dropdown, actor },
          command,
        );
      } else outcome = await updateServiceRequest(deps, { requestId, form: body, actor }, command);
      return { body: { id: requestId }, position: outcome.position };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/service-requests/:id',
    access: ['admin'],
    params: serviceRequestIdParamsSchema,
    entityStream: ({ id }) => serviceRequestStreamId(id),
    handle: async ({ deps, params, user, command }) => {
      const outcome = await deleteServiceRequest(
        deps,
        { requestId: params.id, actor: actorOf(user) },
        command,
      );
      return { position: outcome.position };
    },
  }),

  ...(['accept', 'decline', 'start', 'complete'] as const).map((kind) =>
    defineRoute({
      method: 'post',
      path: `/api/service-requests/:id/${kind}`,
      access: ['admin', 'caretaker'],
      params: serviceRequestIdParamsSchema,
      entityStream: ({ id }) => serviceRequestStreamId(id),
      body: taskActionSchema,
      authorize: requireLinkedCaretaker,
      // A move queued on a phone is sent again after a lost answer: with its Idempotency-Key
      // the retry gets the first answer instead of "already in progress" (422).
      idempotent: true,
      handle: async ({ deps, params, body, user, command }) => {
        const actor = actorOf(user);
        const move = explicitMove(kind, body, actor.caretakerId);
        const outcome = await runTaskMove(deps, params.id, move, actor, command);
        return { body: { id: params.id }, position: outcome.position };
      },
    }),
  ),
];

/** The list's status dropdown sends the status alone (with a completion time, perhaps). */
const statusOnly = (body: UpdateBody) => {
  const { status, completedDate, ...rest } = body;
  if (!status || Object.values(rest).some((value) => value !== undefined)) return null;
  return { status, completedDate };
};

/** A caretaker accepts for themselves; an admin names the caretaker. */
const explicitMove = (
  kind: TaskMove['kind'],
  body: { caretakerId?: string | undefined; completedDate?: string | null | undefined },
  ownCaretakerId: string | null,
): TaskMove => {
  switch (kind) {
    case 'accept': {
      const caretakerId = body.caretakerId ?? ownCaretakerId;
      const message = 'Please assign a caretaker for this service request';
      if (!caretakerId) throw new ValidationError(message, [{ path: 'body.caretakerId', message }]);
      return { kind, caretakerId };
    }
    case 'complete':
      return { kind, completedDate: body.completedDate ?? null };
    default:
      return { kind };
  }
};

import { sql } from 'slonik';
import { z } from 'zod';
import {
  serviceRequestIdParamsSchema,
  type ServiceRequestHistoryEntry,
} from '@memorial-care/contracts/http';
import { serviceRequestStreamId, withoutPhotoPositions } from '@memorial-care/contracts/events';
import { replayServiceRequest } from './replay';
import type { ServiceRequestState } from './service-requests-decider';
import { requireClientOwnership } from '../auth/ownership';
import { defineRoute, type AnyRoute } from '../http/route';
import { NotFoundError } from '../shared/errors';

const userNameRow = z.object({ id: z.string(), name: z.string() });

type Changed = NonNullable<ServiceRequestHistoryEntry['changed']>;

/** The fields (and status) whose value differs between two states, before and after. */
const changedBetween = (before: ServiceRequestState, after: ServiceRequestState): Changed => {
  if (!('fields' in before) || !('fields' in after)) return {};
  const was: Record<string, unknown> = { status: before.status, ...before.fields };
  const is: Record<string, unknown> = { status: after.status, ...after.fields };
  return Object.fromEntries(
    [...new Set([...Object.keys(was), ...Object.keys(is)])]
      .filter((field) => (was[field] ?? null) !== (is[field] ?? null))
      .map((field) => [field, { from: was[field] ?? null, to: is[field] ?? null }]),
  );
};
const notFound = 'Service request not found';

/** The audit trail of one request: every event, who recorded it, and the state after it. */
const historyRoute = defineRoute({
  method: 'get',
  path: '/api/service-requests/:id/history',
  access: ['admin', 'client'],
  params: serviceRequestIdParamsSchema,
  handle: async ({ params, user, deps }) => {
    const steps = replayServiceRequest(
      await deps.eventStore.readStream(serviceRequestStreamId(params.id)),
    );
    // The owner comes from the first event: a deleted request's state no longer names its client.
    const first = steps[0]?.stateAfter;
    if (!first) throw new NotFoundError(notFound);
    requireClientOwnership(user, 'fields' in first ? first.fields.clientId : null, notFound);
    const userIds = [...new Set(steps.flatMap((s) => (s.userId ? [s.userId] : [])))];
    const names = await deps.pool.any(sql.type(userNameRow)`
      SELECT id::text AS "id",
             COALESCE(NULLIF(concat_ws(' ', first_name, last_name), ''), email) AS "name"
      FROM users WHERE id = ANY(${sql.array(userIds, 'uuid')})`);
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    const body: ServiceRequestHistoryEntry[] = steps.map((step, i) => {
      const name = step.userId ? nameOf.get(step.userId) : undefined;
      return {
        revision: Number(step.revision),
        type: step.type,
        occurredAt: step.occurredAt,
        actor: { userId: step.userId, role: step.role, ...(name ? { name } : {}) },
        // Where a photo was taken is the office's to know, not the family's.
        data: user?.role === 'admin' ? step.data : withoutPhotoPositions(step.type, step.data),
        stateAfter: step.stateAfter,
        changed: changedBetween(steps[i - 1]?.stateAfter ?? { status: 'absent' }, step.stateAfter),
      };
    });
    return { body };
  },
});

export const serviceRequestHistoryRoutes: readonly AnyRoute[] = [historyRoute];

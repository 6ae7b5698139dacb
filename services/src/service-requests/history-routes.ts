import { sql } from 'slonik';
import { z } from 'zod';
import {
  serviceRequestIdParamsSchema,
  type ServiceRequestHistoryEntry,
} from '@memorial-care/contracts/http';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { replayServiceRequest } from './replay';
import { requireClientOwnership } from '../auth/ownership';
import { defineRoute, type AnyRoute } from '../http/route';
import { NotFoundError } from '../shared/errors';

const userNameRow = z.object({ id: z.string(), name: z.string() });
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
    const body: ServiceRequestHistoryEntry[] = steps.map((step) => {
      const name = step.userId ? nameOf.get(step.userId) : undefined;
      return {
        revision: Number(step.revision),
        type: step.type,
        occurredAt: step.occurredAt,
        actor: { userId: step.userId, role: step.role, ...(name ? { name } : {}) },
        data: step.data,
        stateAfter: step.stateAfter,
      };
    });
    return { body };
  },
});

export const serviceRequestHistoryRoutes: readonly AnyRoute[] = [historyRoute];

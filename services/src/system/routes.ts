import { z } from 'zod';
import {
  allProjections,
  getProjectionStatuses,
  resumeProjection,
} from '@memorial-care/projections';
import { defineRoute } from '../http/route';
import { NotFoundError } from '../shared/errors';
import { countEventsAfter, lagCountLimit } from './projection-lag';

const projectionNames = allProjections.map((p) => p.name);

/** The admin's view of the read models: position, lag and the error that paused one. */
export const systemRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/projections',
    access: ['admin'],
    handle: async ({ deps }) => {
      const statuses = await getProjectionStatuses(deps.pool, {
        names: projectionNames,
        countLag: false,
      });
      const withLag = await Promise.all(
        statuses.map(async (s) => ({
          ...s,
          lag: await countEventsAfter(deps.eventStore, {
            commit: BigInt(s.position.commit),
            prepare: BigInt(s.position.prepare),
          }),
        })),
      );
      return { body: { lagCountLimit, projections: withLag } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/projections/:name/resume',
    access: ['admin'],
    params: z.object({ name: z.string() }),
    handle: async ({ deps, params }) => {
      if (!projectionNames.includes(params.name))
        throw new NotFoundError(`Unknown projection: ${params.name}`);
      await resumeProjection(deps.pool, params.name);
      return { status: 204 };
    },
  }),
];

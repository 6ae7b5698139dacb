import { caretakerTaskQuerySchema } from '@memorial-care/contracts/http';
import {
  countServiceRequests,
  listServiceRequests,
} from '@memorial-care/projections/service-requests';
import { defineRoute } from '../http/route';
import { ValidationError } from '../shared/errors';
import { caretakerTaskOf } from './caretaker-view';

/**
 * The caretaker's task list: requests assigned to them plus pending offers nobody has taken
 * yet, soonest scheduled first, with how many each tab holds. A caretaker gets their own (from
 * the session, never the query); an admin (who may call every route) names the caretaker;
 * clients have their own list. Tasks carry no client or money fields (caretakerTaskOf).
 */
export const caretakerTasksRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/caretaker/tasks',
    access: ['caretaker', 'admin'],
    query: caretakerTaskQuerySchema,
    handle: async ({ deps, query, user }) => {
      const caretakerId = user?.role === 'admin' ? query.caretakerId : user?.caretakerId;
      if (user?.role === 'admin' && !caretakerId) {
        const message = 'Choose whose tasks to show';
        throw new ValidationError(message, [{ path: 'query.caretakerId', message }]);
      }
      const counts = {
        all: 0,
        pending: 0,
        scheduled: 0,
        in_progress: 0,
        completed: 0,
        cancelled: 0,
      };
      if (!caretakerId) return { body: { items: [], total: 0, counts } };
      const { tab, page, pageSize } = query;
      const [list, stats] = await Promise.all([
        listServiceRequests(deps.pool, {
          tasksOf: caretakerId,
          ...(tab === 'all' ? {} : { status: tab }),
          sort: 'scheduledDate',
          page,
          pageSize,
        }),
        countServiceRequests(deps.pool, { tasksOf: caretakerId }),
      ]);
      return {
        body: {
          items: list.items.map(caretakerTaskOf),
          total: list.total,
          counts: {
            all: stats.total,
            pending: stats.pending,
            scheduled: stats.scheduled,
            in_progress: stats.inProgress,
            completed: stats.completed,
            cancelled: stats.cancelled,
          },
        },
      };
    },
  }),
];

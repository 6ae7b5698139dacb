import { z } from 'zod';
import { idPathParam, serviceDay } from '@memorial-care/contracts/domain';
import type { Position } from '@memorial-care/contracts/event-store';
import { graveStreamId } from '@memorial-care/contracts/events';
import { careOccasionParamsSchema, type CarePlan } from '@memorial-care/contracts/http';
import { getCarePlanFacts, getGrave } from '@memorial-care/projections/graves';
import type { AppDeps } from '../http/deps';
import { defineRoute } from '../http/route';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { CarePlanCommand } from './care-plan-decisions';
import { carePlanView } from './care-plan-view';
import { changeCarePlan } from './commands';
import { authorizeGrave } from './routes';

const idParams = z.object({ id: idPathParam });
const notFound = () => new NotFoundError('Grave not found');

/** The grave's care plan from the read models, once they have caught up with `position`. */
const readCarePlan = async (
  deps: AppDeps,
  graveId: string,
  { now, leadDays, position }: { now: Date; leadDays: number; position: Position | null },
): Promise<CarePlan> => {
  if (position) await deps.waitForProjections(position);
  const [grave, facts] = await Promise.all([
    getGrave(deps.pool, graveId),
    getCarePlanFacts(deps.pool, graveId),
  ]);
  if (!grave || !facts) throw notFound();
  return carePlanView({
    graveId,
    wishes: grave,
    facts,
    today: serviceDay(now).date,
    leadDays,
  });
};

/** Only an occasion the plan lists (from today on) is skipped, and not one already booked. */
const assertSkippable = (plan: CarePlan, occasionKey: string) => {
  const occasion = plan.occasions.find((candidate) => candidate.key === occasionKey);
  if (!occasion) throw new NotFoundError('This occasion is not in the care plan');
  if (occasion.request)
    throw new ConflictError(
      'This occasion already has a service request: cancel the request instead',
      'CARE_OCCASION_BOOKED',
    );
};

/**
 * A grave's care plan (issue 15): what it will do over the coming year, and the family's say in
 * it — pause and resume it, skip an occasion and undo the skip. Admins for any grave, a client
 * for their own (another's is not found); the plan itself is changed with PATCH /api/graves/:id.
 */
export const createCarePlanRoutes = ({ leadDays }: { readonly leadDays: number }) => {
  const changeRoute = (path: string, command: (graveId: string) => CarePlanCommand) =>
    defineRoute({
      method: 'post',
      path: `/api/graves/:id/care-plan/${path}`,
      access: ['admin', 'client'],
      params: idParams,
      entityStream: ({ id }) => graveStreamId(id),
      authorize: authorizeGrave,
      handle: async ({ deps, params, command: ctx }) => {
        const { position } = await changeCarePlan(deps, command(params.id), ctx);
        const body = await readCarePlan(deps, params.id, { now: ctx.now, leadDays, position });
        return { body, position };
      },
    });

  const occasionRoute = (action: 'skip' | 'restore') =>
    defineRoute({
      method: 'post',
      path: `/api/graves/:id/care-plan/occasions/:key/${action}`,
      access: ['admin', 'client'],
      params: careOccasionParamsSchema,
      entityStream: ({ id }) => graveStreamId(id),
      authorize: authorizeGrave,
      handle: async ({ deps, params, command: ctx }) => {
        const { id: graveId, key: occasionKey } = params;
        if (action === 'skip')
          assertSkippable(
            await readCarePlan(deps, graveId, { now: ctx.now, leadDays, position: null }),
            occasionKey,
          );
        const type = action === 'skip' ? 'SkipCareOccasion' : 'RestoreCareOccasion';
        const { position } = await changeCarePlan(
          deps,
          { type, data: { graveId, occasionKey } },
          ctx,
        );
        const body = await readCarePlan(deps, graveId, { now: ctx.now, leadDays, position });
        return { body, position };
      },
    });

  return [
    defineRoute({
      method: 'get',
      path: '/api/graves/:id/care-plan',
      access: ['admin', 'client'],
      params: idParams,
      entityStream: ({ id }) => graveStreamId(id),
      authorize: authorizeGrave,
      handle: async ({ deps, params, command: ctx }) => ({
        body: await readCarePlan(deps, params.id, { now: ctx.now, leadDays, position: null }),
      }),
    }),
    changeRoute('pause', (graveId) => ({ type: 'PauseCarePlan', data: { graveId } })),
    changeRoute('resume', (graveId) => ({ type: 'ResumeCarePlan', data: { graveId } })),
    occasionRoute('skip'),
    occasionRoute('restore'),
  ];
};

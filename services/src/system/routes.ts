import { z } from 'zod';
import { projectionSkipsStreamId } from '@memorial-care/contracts/events';
import { skipProjectionEventRequestSchema } from '@memorial-care/contracts/http';
import {
  allProjections,
  getProjectionStatuses,
  readCheckpoint,
  resumeProjection,
} from '@memorial-care/projections';
import { storableText } from '@memorial-care/projections/shared';
import type { AppDeps } from '../http/deps';
import { defineRoute } from '../http/route';
import { handleCommand } from '../shared/command-handler';
import { NotFoundError } from '../shared/errors';
import { countEventsAfter, lagCountLimit } from './projection-lag';
import { projectionSkipDecider, type PausedOn } from './projection-skip-decider';

const projectionNames = allProjections.map((p) => p.name);
const nameParams = z.object({ name: z.string().max(100) });

const assertKnown = (name: string) => {
  if (!projectionNames.includes(name)) throw new NotFoundError(`Unknown projection: ${name}`);
};

/** Lag counted through the port, so it is right whichever store holds the log. */
const statusesWithLag = async (deps: AppDeps) => {
  const statuses = await getProjectionStatuses(deps.pool, {
    names: projectionNames,
    countLag: false,
  });
  return Promise.all(
    statuses.map(async (s) => ({
      ...s,
      lag: await countEventsAfter(deps.eventStore, {
        commit: BigInt(s.position.commit),
        prepare: BigInt(s.position.prepare),
      }),
    })),
  );
};

/** The event the projection is paused on, from its checkpoint; null when it is not paused. */
const pausedOnOf = async (deps: AppDeps, name: string): Promise<PausedOn | null> => {
  const checkpoint = await readCheckpoint(deps.pool, name);
  if (checkpoint?.status !== 'paused' || !checkpoint.error) return null;
  const { eventId, eventType, position, message } = checkpoint.error;
  return {
    eventId,
    eventType,
    position: { commit: position.commit.toString(), prepare: position.prepare.toString() },
    error: storableText(message).slice(0, 2000),
  };
};

/** The admin's view of the read models: position, lag and the error that paused one. */
export const systemRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/projections',
    access: ['admin'],
    handle: async ({ deps }) => {
      const withLag = await statusesWithLag(deps);
      return { body: { lagCountLimit, projections: withLag } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/projections/:name/resume',
    access: ['admin'],
    params: nameParams,
    handle: async ({ deps, params }) => {
      assertKnown(params.name);
      await resumeProjection(deps.pool, params.name);
      return { status: 204 };
    },
  }),
  /**
   * The way out of a poisoned projection: pass over the ONE event it is paused on, with a
   * reason. The decision is a ProjectionEventSkipped event (actor in its metadata); the skips'
   * projection records it and resumes the paused one in the same transaction, and the answer
   * waits (bounded) until the projection has caught up again.
   */
  defineRoute({
    method: 'post',
    path: '/api/admin/projections/:name/skip',
    access: ['admin'],
    params: nameParams,
    body: skipProjectionEventRequestSchema,
    handle: async ({ deps, params, body, command }) => {
      assertKnown(params.name);
      const { position } = await handleCommand(
        deps.eventStore,
        projectionSkipsStreamId(params.name),
        projectionSkipDecider,
        {
          type: 'SkipProjectionEvent',
          data: { projection: params.name, ...body, pausedOn: await pausedOnOf(deps, params.name) },
        },
        command,
      );
      if (position) {
        // The first wait covers the skips' projection (which resumes the paused one); the paused
        // one is not waited for until it runs again, so a second wait covers its catch-up.
        await deps.waitForProjections(position);
        await deps.waitForProjections(position, { projections: [params.name] });
      }
      const [status] = (await statusesWithLag(deps)).filter((s) => s.name === params.name);
      return { body: status, position };
    },
  }),
];

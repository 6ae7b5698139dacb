import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { eventPositionHeader, readModelsLaggingHeader, type Role } from '@memorial-care/contracts';
import { positionToToken, type Position } from '@memorial-care/contracts/event-store';
import type { CommandContext } from '../shared/command-handler';
import { ForbiddenError, UnauthorizedError, UnsupportedMediaTypeError } from '../shared/errors';
import type { AppDeps } from './deps';
import { preconditionOf, readEntityHead, setEntityTag } from './entity-tags';
import { handleIdempotently } from './idempotency';
import { parseInput } from './input-issues';
import { readYourWritesFor } from './read-your-writes';

export { parseInput };

/** The signed-in user as the session knows it. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly role: Role | null;
  readonly clientId: string | null;
  readonly caretakerId: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
}

/**
 * Who may call a route, declared on every route: `public`, any signed-in user, or a list of
 * roles. Ownership (a client's own graves, a caretaker's own tasks) is declared in `authorize`.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface RouteInput<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly user: SessionUser | null;
  /** Actor, correlation id and time for commands run by this request. */
  readonly command: CommandContext;
  readonly ctx: Context;
  readonly deps: AppDeps;
}

export interface RouteResult {
  readonly status?: number;
  readonly body?: unknown;
  /** Position of the last event the request appended: the answer waits for the read models. */
  readonly position?: Position | null;
}

/** Body types a route takes; a body of any other type is a 415 (a form post is never JSON). */
export type BodyType = 'json' | 'multipart';

export interface RouteDefinition<P = unknown, Q = unknown, B = unknown> {
  readonly method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  readonly path: string;
  readonly access: Access;
  /** Defaults to `['json']`; a request without a body always passes. */
  readonly accepts?: readonly BodyType[];
  readonly params?: z.ZodType<P>;
  readonly query?: z.ZodType<Q>;
  readonly body?: z.ZodType<B>;
  /** Ownership and other per-record checks; throw ForbiddenError/NotFoundError. */
  readonly authorize?: (input: RouteInput<P, Q, B>) => Promise<void> | void;
  readonly handle: (input: RouteInput<P, Q, B>) => Promise<RouteResult>;
  /** A create that honours `Idempotency-Key` (see idempotency.ts). */
  readonly idempotent?: boolean;
  /**
   * The event stream of the entity the route reads or changes: a GET answers its revision as
   * `ETag`, a change honours `If-Match` against it (see entity-tags.ts).
   */
  readonly entityStream?: (params: P) => string;
}

/** Keeps the generic parameters inferred from the schemas at each definition site. */
export const defineRoute = <P = unknown, Q = unknown, B = unknown>(
  route: RouteDefinition<P, Q, B>,
): RouteDefinition<P, Q, B> => route;

// Each route's parameter types are checked at its definition; the registry only forwards.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any>;

export const checkAccess = (access: Access, user: SessionUser | null) => {
  if (access === 'public') return;
  if (!user) throw new UnauthorizedError();
  if (access === 'signed-in') return;
  if (!user.role || !access.includes(user.role)) throw new ForbiddenError();
};

const bodyTypeNames: Record<BodyType, string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
};

/** A request without a body (or an empty one) passes; a body must be of a type the route takes. */
export const checkBodyType = (ctx: Context, accepts: readonly BodyType[] = ['json']) => {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return;
  if (!ctx.get('transfer-encoding') && !ctx.request.length) return;
  if (ctx.is(...accepts)) return;
  throw new UnsupportedMediaTypeError(
    `Send the request body as ${accepts.map((type) => bodyTypeNames[type]).join(' or ')}`,
  );
};

export const registerRoutes = (router: Router, deps: AppDeps, routes: readonly AnyRoute[]) => {
  for (const route of routes) {
    router[route.method](route.path, async (ctx) => {
      const user = (ctx.state.user as SessionUser | undefined) ?? null;
      checkAccess(route.access, user);
      checkBodyType(ctx, route.accepts);
      const readYourWrites = readYourWritesFor(deps);
      let input: RouteInput<unknown, unknown, unknown> = {
        params: parseInput(route.params, ctx.params, 'params'),
        query: parseInput(route.query, ctx.query, 'query'),
        body: parseInput(route.body, (ctx.request as { body?: unknown }).body ?? {}, 'body'),
        user,
        command: {
          userId: user?.id ?? null,
          role: user?.role ?? 'anonymous',
          correlationId: ctx.get('x-correlation-id') || randomUUID(),
          causationId: null,
          now: new Date(),
        },
        ctx,
        deps: readYourWrites.deps,
      };
      await route.authorize?.(input);
      const streamId = route.entityStream?.(input.params);
      const precondition =
        streamId !== undefined && route.method !== 'get'
          ? preconditionOf(ctx, streamId)
          : undefined;
      if (precondition) input = { ...input, command: { ...input.command, precondition } };
      const head =
        streamId !== undefined && route.method === 'get'
          ? await readEntityHead(input.deps, streamId)
          : null;
      const result = route.idempotent
        ? await handleIdempotently(route, input)
        : await route.handle(input);
      if (result.position) {
        await readYourWrites.deps.waitForProjections(result.position);
        ctx.set(eventPositionHeader, positionToToken(result.position));
      }
      const lagging = readYourWrites.lagging();
      if (lagging.length > 0) ctx.set(readModelsLaggingHeader, lagging.join(', '));
      ctx.status = result.status ?? (result.body === undefined ? 204 : 200);
      if (result.body !== undefined) ctx.body = result.body;
      if (head) setEntityTag(ctx, head);
    });
  }
};

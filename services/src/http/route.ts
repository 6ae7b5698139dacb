import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { eventPositionHeader, type Role } from '@memorial-care/contracts';
import { positionToToken, type Position } from '@memorial-care/contracts/event-store';
import type { CommandContext } from '../shared/command-handler';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../shared/errors';
import type { AppDeps } from './deps';

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

export interface RouteDefinition<P = unknown, Q = unknown, B = unknown> {
  readonly method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  readonly path: string;
  readonly access: Access;
  readonly params?: z.ZodType<P>;
  readonly query?: z.ZodType<Q>;
  readonly body?: z.ZodType<B>;
  /** Ownership and other per-record checks; throw ForbiddenError/NotFoundError. */
  readonly authorize?: (input: RouteInput<P, Q, B>) => Promise<void> | void;
  readonly handle: (input: RouteInput<P, Q, B>) => Promise<RouteResult>;
}

/** Keeps the generic parameters inferred from the schemas at each definition site. */
export const defineRoute = <P = unknown, Q = unknown, B = unknown>(
  route: RouteDefinition<P, Q, B>,
): RouteDefinition<P, Q, B> => route;

/** Parses a route's params, query or body (or a multipart form's fields); 400 naming each problem. */
export const parseInput = <T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  where: string,
): T => {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
};

// Each route's parameter types are checked at its definition; the registry only forwards.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any>;

export const checkAccess = (access: Access, user: SessionUser | null) => {
  if (access === 'public') return;
  if (!user) throw new UnauthorizedError();
  if (access === 'signed-in') return;
  if (!user.role || !access.includes(user.role)) throw new ForbiddenError();
};

export const registerRoutes = (router: Router, deps: AppDeps, routes: readonly AnyRoute[]) => {
  for (const route of routes) {
    router[route.method](route.path, async (ctx) => {
      const user = (ctx.state.user as SessionUser | undefined) ?? null;
      checkAccess(route.access, user);
      const input: RouteInput<unknown, unknown, unknown> = {
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
        deps,
      };
      await route.authorize?.(input);
      const result = await route.handle(input);
      if (result.position) {
        await deps.waitForProjections(result.position);
        ctx.set(eventPositionHeader, positionToToken(result.position));
      }
      ctx.status = result.status ?? (result.body === undefined ? 204 : 200);
      if (result.body !== undefined) ctx.body = result.body;
    });
  }
};

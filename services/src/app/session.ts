import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { DatabasePool } from 'slonik';
import type { AppConfig } from '../config/config';
import { findCurrentUser } from '../auth/current-user';
import { sessionUserId } from '../auth/session';
import type { SessionStore } from '../auth/session-store';
import { isApiPath } from './error-handler';

export const sessionCookieName = 'mc.sid';
export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Cookie sessions backed by the `sessions` table: the cookie holds only a signed random id.
 * Renewed: once a signed-in user's session is past half of its 30 days, the next answer pushes
 * the expiry 30 days out again — not every answer, so reads (a grid of photo thumbnails) do not
 * each rewrite the session row. Only /api requests carry a session; static files and probes
 * never touch the database for it.
 */
export const sessionMiddleware = (
  app: Koa,
  config: Pick<AppConfig, 'isProduction'>,
  store: SessionStore,
): Middleware => {
  const session = createSession(
    {
      key: sessionCookieName,
      maxAge: sessionMaxAgeMs,
      renew: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      signed: true,
      store: {
        get: (sid: string) => store.get(sid),
        set: (sid: string, sess: Record<string, unknown>, maxAge: number) =>
          store.set(sid, sess, maxAge),
        destroy: (sid: string) => store.destroy(sid),
      },
    },
    app,
  );
  return (ctx, next) => (isApiPath(ctx.path) ? session(ctx, next) : next());
};

/** Puts the session's user, as the `users` read model has it, into `ctx.state.user`. */
export const loadSessionUser =
  (pool: DatabasePool): Middleware =>
  async (ctx, next) => {
    const userId = isApiPath(ctx.path) ? sessionUserId(ctx) : null;
    if (userId) {
      const user = await findCurrentUser(pool, userId);
      if (user) ctx.state.user = user;
    }
    await next();
  };

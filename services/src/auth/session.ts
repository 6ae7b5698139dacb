import type { Context } from 'koa';
import { currentUserSchema, type CurrentUser } from '@memorial-care/contracts';

// koa-session puts `ctx.session` on the context without typing it; these helpers are the only
// code that touches it.

interface SessionData {
  userId?: string;
}
interface KoaSession extends SessionData {
  regenerate(): Promise<void> | undefined;
}

const sessionOf = (ctx: Context) =>
  (ctx as unknown as { session?: KoaSession | null }).session ?? null;

export const sessionUserId = (ctx: Context): string | null => sessionOf(ctx)?.userId ?? null;

/** Binds the user to a fresh session id, so an id planted before sign-in is worthless after. */
export const startUserSession = async (ctx: Context, userId: string) => {
  const session = sessionOf(ctx);
  if (!session) throw new Error('Session middleware is not installed for this path');
  session.userId = userId;
  await session.regenerate();
};

/** Deletes the session row and clears the cookie at the end of the request. */
export const endUserSession = (ctx: Context) => {
  (ctx as unknown as { session: null }).session = null;
};

/** The full signed-in user the session middleware loaded (a superset of `SessionUser`). */
export const currentUserOf = (ctx: Context): CurrentUser | null =>
  ctx.state.user ? currentUserSchema.parse(ctx.state.user) : null;

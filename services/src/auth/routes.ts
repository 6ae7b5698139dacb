import {
  loginRequestSchema,
  switchRoleRequestSchema,
  type CurrentUser,
  type PublicConfig,
} from '@memorial-care/contracts';
import type { AppConfig } from '../config/config';
import { defineRoute, type AnyRoute } from '../http/route';
import { UnauthorizedError } from '../shared/errors';
import { findCredentialsByEmail, saveCredentials } from './credentials';
import { findCurrentUser } from './current-user';
import { demoAccounts } from './demo-accounts';
import type { LoginRateLimiter } from './login-rate-limiter';
import {
  createPasswordCheckGate,
  defaultPasswordCheckLimits,
  type PasswordCheckLimits,
} from './password-check-gate';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { currentUserOf, endUserSession, startUserSession } from './session';
import { changeUserRole } from './user-accounts';

export interface AuthRouteOptions {
  readonly config: Pick<AppConfig, 'demoData' | 'demoPassword' | 'devRoleSwitch'>;
  readonly loginRateLimiter: LoginRateLimiter;
  /** How many password checks may run at once, per address and in this process. */
  readonly passwordCheckLimits?: PasswordCheckLimits;
}

/** The same answer for an unknown email, a missing password and a wrong one. */
const invalidCredentials = 'Invalid credentials';

export const createAuthRoutes = ({
  config,
  loginRateLimiter,
  passwordCheckLimits = defaultPasswordCheckLimits,
}: AuthRouteOptions): AnyRoute[] => {
  const passwordChecks = createPasswordCheckGate(passwordCheckLimits);
  const login = defineRoute({
    method: 'post',
    path: '/api/login',
    access: 'public',
    body: loginRequestSchema,
    handle: async ({ body, ctx, deps }) => {
      // Counted before the hash, inside the gate: a flood is refused before it costs CPU.
      const { credentials, user } = await passwordChecks.run(ctx.ip, async () => {
        await loginRateLimiter.consumeAttempt(body.email, ctx.ip);
        const found = await findCredentialsByEmail(deps.pool, body.email);
        // Always run one scrypt, so an unknown email takes as long as a wrong password.
        const storedHash = found?.passwordHash ?? (await dummyPasswordHash());
        const passwordMatches = await verifyPassword(body.password, storedHash);
        return {
          credentials: found,
          // A disabled account has no user here either, so it gets the same answer.
          user:
            found?.passwordHash && passwordMatches
              ? await findCurrentUser(deps.pool, found.userId)
              : null,
        };
      });
      if (!credentials || !user) throw new UnauthorizedError(invalidCredentials);
      await loginRateLimiter.recordSuccess(body.email, ctx.ip);
      if (needsRehash(credentials.passwordHash ?? ''))
        await saveCredentials(deps.pool, {
          userId: user.id,
          email: user.email,
          passwordHash: await hashPassword(body.password),
        });
      await startUserSession(ctx, user.id);
      deps.logger.info({ userId: user.id, role: user.role }, 'Signed in');
      return { body: user satisfies CurrentUser };
    },
  });

  const currentUser = defineRoute({
    method: 'get',
    path: '/api/auth/user',
    access: 'signed-in',
    handle: async ({ ctx }) => ({ body: currentUserOf(ctx) satisfies CurrentUser | null }),
  });

  // POST only: a link or an <img> pointing at a GET would sign people out behind their backs.
  const logout = defineRoute({
    method: 'post',
    path: '/api/logout',
    access: 'public',
    handle: async ({ ctx }) => {
      endUserSession(ctx);
      return { status: 204 };
    },
  });

  const publicConfig = defineRoute({
    method: 'get',
    path: '/api/public/config',
    access: 'public',
    handle: async () => ({
      body: {
        demoAccounts: config.demoData
          ? demoAccounts.map(({ role, email }) => ({ role, email, password: config.demoPassword }))
          : [],
        devRoleSwitch: config.devRoleSwitch,
      } satisfies PublicConfig,
    }),
  });

  // Development only: the route does not exist unless DEV_ROLE_SWITCH=true (so it is a 404).
  const switchRole = defineRoute({
    method: 'post',
    path: '/api/auth/switch-role',
    access: 'signed-in',
    body: switchRoleRequestSchema,
    handle: async ({ body, user, command, deps }) => {
      const signedIn = user as NonNullable<typeof user>;
      const { position } = await changeUserRole(deps, signedIn.id, body.role, command);
      if (position) await deps.waitForProjections(position);
      return { body: await findCurrentUser(deps.pool, signedIn.id), position };
    },
  });

  return [login, currentUser, logout, publicConfig, ...(config.devRoleSwitch ? [switchRole] : [])];
};

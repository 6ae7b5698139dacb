import type { Context } from 'koa';
import {
  exchangeCodeSchema,
  oauthCallbackQuerySchema,
  type MailboxCallbackOutcome,
  type OauthCallbackQuery,
} from '@memorial-care/contracts/http';
import { defineRoute, type AnyRoute, type RouteInput } from '../http/route';
import { AppError } from '../shared/errors';
import { accessDenied, providerError, stateInvalid } from './authorization-errors';
import { connectMailbox, disconnectMailbox, startAuthorization } from './commands';
import { describeMailbox } from './describe-mailbox';
import type { MailAuthorization } from './mail-authorization';

/** The admin's page the callback sends them back to, with what came of it. */
export const mailboxSetupPath = '/admin/oauth-setup';

const backToSetup = (ctx: Context, outcome: MailboxCallbackOutcome, reason?: string) => {
  const query = new URLSearchParams({ mailbox: outcome, ...(reason ? { reason } : {}) });
  ctx.redirect(`${mailboxSetupPath}?${query}`);
  return { status: 303 };
};

/** The provider's redirect back: finishes the authorization its state names, or says why not. */
const finishFromCallback = async (
  authorization: MailAuthorization,
  { query, deps, command, ctx }: RouteInput<unknown, OauthCallbackQuery, unknown>,
) => {
  try {
    if (query.error)
      throw query.error === 'access_denied'
        ? accessDenied(query.error_description ?? null)
        : providerError({
            kind: 'refused',
            oauthError: query.error,
            description: query.error_description ?? null,
          });
    // No fallback to the newest authorization here: a link someone else made could carry a
    // code of theirs, and only the state proves the admin's own authorization came back.
    if (!query.code || !query.state) throw stateInvalid();
    await connectMailbox(
      deps,
      authorization,
      { code: query.code, state: query.state, iss: query.iss },
      command,
    );
    return backToSetup(ctx, 'connected');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return backToSetup(ctx, 'failed', error.code);
  }
};

export const createMailAuthorizationRoutes = (authorization: MailAuthorization): AnyRoute[] => [
  defineRoute({
    method: 'get',
    path: '/api/oauth/mailbox',
    access: ['admin'],
    handle: async ({ deps, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return { body: await describeMailbox(deps, authorization) };
    },
  }),

  // Step 1 (the spec's name): a new authorization with its own state and PKCE verifier.
  defineRoute({
    method: 'get',
    path: '/api/oauth/gmail-url',
    access: ['admin'],
    handle: async ({ deps, command, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return { body: await startAuthorization(deps, authorization, command) };
    },
  }),

  // Step 2: the pasted code. A retried request (its answer lost) replays the first answer.
  defineRoute({
    method: 'post',
    path: '/api/oauth/exchange-code',
    access: ['admin'],
    body: exchangeCodeSchema,
    idempotent: true,
    handle: async ({ body, deps, command }) => {
      const { connection, position } = await connectMailbox(
        deps,
        authorization,
        { code: body.code, state: body.state ?? null },
        command,
      );
      return { status: 201, body: connection, position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/oauth/callback',
    access: ['admin'],
    query: oauthCallbackQuerySchema,
    handle: (input) => finishFromCallback(authorization, input),
  }),

  defineRoute({
    method: 'delete',
    path: '/api/oauth/mailbox',
    access: ['admin'],
    handle: async ({ deps, command }) => {
      const { answer, position } = await disconnectMailbox(deps, authorization, command);
      return { body: answer, position };
    },
  }),
];

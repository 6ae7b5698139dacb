import { randomUUID } from 'node:crypto';
import {
  mailAuthorizationLimits,
  type MailboxAuthorizationLink,
  type MailboxDisconnection,
} from '@memorial-care/contracts/http';
import {
  mailboxAuthorizationLimits,
  mailboxAuthorizationStreamId,
} from '@memorial-care/contracts/events';
import type { Position } from '@memorial-care/contracts/event-store';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { UnauthorizedError } from '../shared/errors';
import {
  beginAuthorization,
  finishAuthorization,
  ProviderCallError,
  revokeRefreshToken,
} from './authorization-flow';
import {
  noAccount,
  noRefreshToken,
  notConfigured,
  providerError,
  setByEnvironment,
} from './authorization-errors';
import { saveAuthorizationRequest, takeAuthorizationRequest } from './authorization-requests';
import { describeMailbox } from './describe-mailbox';
import type { MailAuthorization } from './mail-authorization';
import { mailboxDecider } from './mailbox-decider';
import { deleteStoredMailbox, findStoredMailbox, storeMailbox } from './mailbox-store';
import { tokenHintOf, TokenUnsealError } from './token-cipher';

/** The provider, when a mailbox can be connected in the app (configured, not set by the env). */
const connectableProvider = (authorization: MailAuthorization) => {
  if (authorization.oauth.environmentMailbox) throw setByEnvironment();
  if (!authorization.provider) throw notConfigured();
  return authorization.provider;
};

/** A provider call whose failure becomes the answer (and a log line without the raw answer). */
const withProvider = async <T>(deps: AppDeps, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderCallError)) throw error;
    deps.logger.warn({ provider: error.failure }, 'The mail OAuth provider refused or failed');
    throw providerError(error.failure);
  }
};

/** Step 1: a new authorization of this admin, and the link to the provider. */
export const startAuthorization = async (
  deps: AppDeps,
  authorization: MailAuthorization,
  command: CommandContext,
): Promise<MailboxAuthorizationLink> => {
  const provider = connectableProvider(authorization);
  // The authorization is bound to the admin who starts it.
  if (!command.userId) throw new UnauthorizedError();
  const { authUrl, pending } = await withProvider(deps, () => beginAuthorization(provider));
  const expiresAt = new Date(
    command.now.getTime() + mailAuthorizationLimits.requestTtlSeconds * 1000,
  );
  await saveAuthorizationRequest(deps.pool, authorization.cipher, {
    ...pending,
    userId: command.userId,
    expiresAt,
  });
  return { authUrl: authUrl.href, expiresAt: expiresAt.toISOString() };
};

/** What the provider sent back: a code, its state (when known) and issuer (RFC 9207). */
export interface AuthorizationResponse {
  readonly code: string;
  readonly state: string | null;
  readonly iss?: string | undefined;
}

/** The scopes as the event keeps them (a provider could name more, or longer, than it takes). */
const boundedScopes = (scopes: readonly string[]) =>
  scopes
    .filter((scope) => scope.length <= mailboxAuthorizationLimits.scope)
    .slice(0, mailboxAuthorizationLimits.scopes);

/**
 * Step 2: the admin's waiting authorization is taken (once), the code traded for tokens, and
 * the mailbox stored with its sealed refresh token, then recorded as connected. When the event
 * cannot be appended, the mailbox connected before is put back: no connection goes unrecorded.
 */
export const connectMailbox = async (
  deps: AppDeps,
  authorization: MailAuthorization,
  response: AuthorizationResponse,
  command: CommandContext,
) => {
  const provider = connectableProvider(authorization);
  if (!command.userId) throw new UnauthorizedError();
  const pending = await takeAuthorizationRequest(
    deps.pool,
    authorization.cipher,
    command.userId,
    response.state,
  );
  const finished = await withProvider(deps, () =>
    finishAuthorization(provider, pending, { code: response.code, iss: response.iss }),
  );
  if (!finished.refreshToken) throw noRefreshToken();
  const account = finished.account?.trim();
  if (!account || account.length > mailboxAuthorizationLimits.account) throw noAccount();
  const { refreshToken } = finished;
  const connectionId = randomUUID();
  const scopes = boundedScopes(finished.scopes);
  const previous = await findStoredMailbox(deps.pool);
  await storeMailbox(deps.pool, {
    connectionId,
    account,
    issuer: pending.issuer,
    clientId: provider.settings.clientId,
    scopes,
    refreshTokenSealed: authorization.cipher.seal(refreshToken, 'refresh-token'),
    tokenHint: tokenHintOf(refreshToken),
    connectedAt: command.now,
    connectedBy: command.userId,
  });
  let position: Position | null;
  try {
    const result = await handleCommand(
      deps.eventStore,
      mailboxAuthorizationStreamId,
      mailboxDecider,
      {
        type: 'ConnectMailbox',
        data: {
          connectionId,
          account,
          issuer: pending.issuer,
          scopes,
          connectedAt: command.now.toISOString(),
        },
      },
      command,
    );
    position = result.position;
  } catch (error) {
    await restoreMailbox(deps, connectionId, previous);
    throw error;
  }
  deps.logger.info({ account, connectionId }, 'The office mailbox was connected');
  return { connection: await describeMailbox(deps, authorization), position };
};

/** Puts back the mailbox connected before `connectionId` replaced it (or none). */
const restoreMailbox = async (
  deps: AppDeps,
  connectionId: string,
  previous: Awaited<ReturnType<typeof findStoredMailbox>>,
) => {
  if (!previous) {
    await deleteStoredMailbox(deps.pool, connectionId);
    return;
  }
  const current = await findStoredMailbox(deps.pool);
  if (current?.connectionId === connectionId)
    await storeMailbox(deps.pool, { ...previous, connectedBy: null });
};

/** The stored token, revoked at the provider it was issued by (when that is still configured). */
const revokeAtProvider = async (
  authorization: MailAuthorization,
  stored: NonNullable<Awaited<ReturnType<typeof deleteStoredMailbox>>>,
) => {
  const { provider, cipher } = authorization;
  if (
    !provider ||
    provider.settings.issuer !== stored.issuer ||
    provider.settings.clientId !== stored.clientId
  )
    return false;
  try {
    return await revokeRefreshToken(
      provider,
      cipher.unseal(stored.refreshTokenSealed, 'refresh-token'),
    );
  } catch (error) {
    if (error instanceof TokenUnsealError) return false;
    throw error;
  }
};

/** Disconnect: the sealed token is deleted (and revoked where the provider allows), recorded. */
export const disconnectMailbox = async (
  deps: AppDeps,
  authorization: MailAuthorization,
  command: CommandContext,
): Promise<{ readonly answer: MailboxDisconnection; readonly position: Position | null }> => {
  if (authorization.oauth.environmentMailbox) throw setByEnvironment();
  const removed = await deleteStoredMailbox(deps.pool);
  const revokedAtProvider = removed ? await revokeAtProvider(authorization, removed) : false;
  const result = await handleCommand(
    deps.eventStore,
    mailboxAuthorizationStreamId,
    mailboxDecider,
    {
      type: 'DisconnectMailbox',
      data: { disconnectedAt: command.now.toISOString(), revokedAtProvider },
    },
    command,
  );
  if (removed || result.events.length > 0)
    deps.logger.info({ revokedAtProvider }, 'The office mailbox was disconnected');
  return {
    answer: { disconnected: removed !== null || result.events.length > 0, revokedAtProvider },
    position: result.position,
  };
};

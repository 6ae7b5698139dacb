import { sql, type DatabasePool } from 'slonik';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { ProviderCallError, renewAccess, type RenewedAccess } from './authorization-flow';
import {
  findStoredMailbox,
  recordRefresh,
  recordRefreshFailure,
  type StoredMailbox,
} from './mailbox-store';
import type { MailboxAccessTokenSource } from './mailbox-access';
import { createProviderClient, providerSettingsOf, type ProviderClient } from './provider-client';
import { describeProviderFailure } from './provider-failures';
import { createTokenCipher, tokenHintOf, TokenUnsealError } from './token-cipher';

// The mailbox sync's access tokens: minted from the refresh token with the provider's token
// endpoint (refresh_token grant), kept until shortly before they expire. The refresh token is
// the environment's (MAIL_OAUTH_REFRESH_TOKEN, which wins) or the connected mailbox's, opened
// only for the call. Renewals of the stored token run one at a time across processes (an
// advisory lock), so a provider that rotates refresh tokens never sees the old one twice.

/** Why no access token could be had; the message names no token. */
export class MailboxAuthorizationError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'unavailable' | 'not-configured' | 'unreadable' | 'stale',
  ) {
    super(message);
    this.name = 'MailboxAuthorizationError';
  }
}

export interface MailboxAccessTokenSourceOptions {
  readonly pool: DatabasePool;
  readonly config: Pick<AppConfig, 'mailOAuth' | 'mailTokenKey'>;
  readonly logger?: Logger;
  /** A token this close to its expiry is renewed instead (default 60 s). */
  readonly renewBeforeExpirySeconds?: number;
  /** Kept this long when the provider does not say how long a token lasts (default 5 min). */
  readonly defaultLifetimeSeconds?: number;
  readonly now?: () => Date;
}

interface CachedToken {
  /** Which refresh token it came from: the environment, or a connection id. */
  readonly origin: string;
  readonly user: string;
  readonly accessToken: string;
  readonly renewAt: number;
}

/** One lock key for every process of the app: renewals of the stored token take turns. */
const renewalLockKey = 7_201_077;

export const createMailboxAccessTokenSource = ({
  pool,
  config,
  logger,
  renewBeforeExpirySeconds = 60,
  defaultLifetimeSeconds = 300,
  now = () => new Date(),
}: MailboxAccessTokenSourceOptions): MailboxAccessTokenSource => {
  const settings = providerSettingsOf(config.mailOAuth);
  const provider: ProviderClient | null = settings ? createProviderClient(settings) : null;
  const cipher = createTokenCipher(config.mailTokenKey);
  let cached: CachedToken | null = null;
  let renewing: Promise<CachedToken> | null = null;

  const requireProvider = () => {
    if (provider) return provider;
    throw new MailboxAuthorizationError(
      'The mail authorization is not configured (MAIL_OAUTH_CLIENT_ID)',
      'not-configured',
    );
  };

  const cacheEntry = (origin: string, user: string, renewed: RenewedAccess): CachedToken => {
    const lifetime = renewed.expiresInSeconds ?? defaultLifetimeSeconds;
    return {
      origin,
      user,
      accessToken: renewed.accessToken,
      renewAt: now().getTime() + Math.max(0, lifetime - renewBeforeExpirySeconds) * 1000,
    };
  };

  /** The provider's refusal or outage as our error; the refresh token stays out of it. */
  const renew = async (refreshToken: string) => {
    try {
      return await renewAccess(requireProvider(), refreshToken);
    } catch (error) {
      if (!(error instanceof ProviderCallError)) throw error;
      const message = describeProviderFailure(error.failure);
      logger?.warn({ provider: error.failure }, 'The office mailbox access could not be renewed');
      throw new MailboxAuthorizationError(
        message,
        error.failure.kind === 'unavailable' ? 'unavailable' : 'refused',
      );
    }
  };

  const renewFromEnvironment = async (mailbox: { account: string; refreshToken: string }) => {
    const renewed = await renew(mailbox.refreshToken);
    if (renewed.rotatedRefreshToken)
      logger?.warn(
        'The provider rotated the refresh token set by MAIL_OAUTH_REFRESH_TOKEN: connect the mailbox in the app instead',
      );
    return cacheEntry('environment', mailbox.account, renewed);
  };

  /** Under the lock, from the row as it is now (another process may have rotated it). */
  const renewStored = (connectionId: string) =>
    pool.transaction(async (tx) => {
      await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${renewalLockKey})`);
      const stored = await findStoredMailbox(tx, { forUpdate: true });
      if (!stored || stored.connectionId !== connectionId)
        throw new MailboxAuthorizationError('The mailbox was disconnected meanwhile', 'stale');
      let refreshToken: string;
      try {
        refreshToken = cipher.unseal(stored.refreshTokenSealed, 'refresh-token');
      } catch (error) {
        if (!(error instanceof TokenUnsealError)) throw error;
        throw new MailboxAuthorizationError(error.message, 'unreadable');
      }
      let renewed: RenewedAccess;
      try {
        renewed = await renew(refreshToken);
      } catch (error) {
        if (error instanceof MailboxAuthorizationError && error.reason === 'refused')
          await recordRefreshFailure(tx, connectionId, error.message);
        // The failure is kept: the transaction commits, and the caller still learns of it.
        return { error };
      }
      const rotated = renewed.rotatedRefreshToken;
      await recordRefresh(
        tx,
        connectionId,
        rotated
          ? {
              refreshTokenSealed: cipher.seal(rotated, 'refresh-token'),
              tokenHint: tokenHintOf(rotated),
            }
          : null,
      );
      return { token: cacheEntry(connectionId, stored.account, renewed) };
    });

  const usableStored = (stored: StoredMailbox) => {
    const current = requireProvider().settings;
    if (stored.issuer !== current.issuer || stored.clientId !== current.clientId)
      throw new MailboxAuthorizationError(
        'The mailbox was connected with other provider settings: connect it again',
        'stale',
      );
  };

  const fresh = async (): Promise<CachedToken | null> => {
    const fromEnvironment = config.mailOAuth.environmentMailbox;
    let origin = 'environment';
    let stored: StoredMailbox | null = null;
    if (!fromEnvironment) {
      stored = await findStoredMailbox(pool);
      if (!stored) return null;
      usableStored(stored);
      origin = stored.connectionId;
    }
    if (cached && cached.origin === origin && now().getTime() < cached.renewAt) return cached;
    // One renewal at a time in this process; callers meanwhile wait for the same one.
    renewing ??= (async () => {
      try {
        if (fromEnvironment) return await renewFromEnvironment(fromEnvironment);
        const outcome = await renewStored(origin);
        if ('error' in outcome) throw outcome.error;
        return outcome.token;
      } finally {
        renewing = null;
      }
    })();
    cached = await renewing;
    return cached;
  };

  return async () => {
    const token = await fresh();
    return token && { user: token.user, accessToken: token.accessToken };
  };
};

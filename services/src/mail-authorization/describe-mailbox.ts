import type { MailboxConnection } from '@memorial-care/contracts/http';
import type { AppDeps } from '../http/deps';
import type { MailAuthorization } from './mail-authorization';
import { findStoredMailbox } from './mailbox-store';
import { tokenHintOf } from './token-cipher';

/** GET /api/oauth/mailbox: the provider settings and the mailbox in force (never its token). */
export const describeMailbox = async (
  deps: AppDeps,
  authorization: MailAuthorization,
): Promise<MailboxConnection> => {
  const { oauth } = authorization;
  const settings = {
    configured: oauth.clientId !== null,
    issuer: oauth.issuer,
    redirectUri: oauth.redirectUri,
    scopes: [...oauth.scopes],
  };
  if (oauth.environmentMailbox)
    return {
      ...settings,
      mailbox: {
        source: 'environment',
        account: oauth.environmentMailbox.account,
        connectedAt: null,
        tokenHint: tokenHintOf(oauth.environmentMailbox.refreshToken),
        issuer: oauth.issuer,
        matchesConfiguration: true,
        lastRefreshError: null,
        lastRefreshErrorAt: null,
      },
    };
  const stored = await findStoredMailbox(deps.pool);
  return {
    ...settings,
    mailbox: stored && {
      source: 'database',
      account: stored.account,
      connectedAt: stored.connectedAt.toISOString(),
      tokenHint: stored.tokenHint,
      issuer: stored.issuer,
      matchesConfiguration: stored.issuer === oauth.issuer && stored.clientId === oauth.clientId,
      lastRefreshError: stored.lastRefreshError,
      lastRefreshErrorAt: stored.lastRefreshErrorAt?.toISOString() ?? null,
    },
  };
};

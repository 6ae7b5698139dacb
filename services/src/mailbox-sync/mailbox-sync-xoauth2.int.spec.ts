import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema, mailboxSyncResultSchema } from '@memorial-care/contracts/http';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../mail-authorization/testing/oidc-test-provider';
import { startTestApp, type TestApp } from '../testing/test-app';
import { connectToMailbox } from './office-mailbox';
import { plainMessage } from './testing/mail-messages';
import { startImapTestServer, type ImapTestServer } from './testing/imap-test-server';

// XOAUTH2: no IMAP password; the sync signs in with an access token of the office mailbox's
// OAuth grant (here set by the environment), minted from its refresh token at a real OpenID
// provider (oidc-provider), and Dovecot checks the token there (RFC 7662 introspection).

let provider: OidcTestProvider;
let imap: ImapTestServer;
let app: TestApp;

/** The authorization code flow with PKCE, as the mail authorization does it: a refresh token. */
const refreshTokenOf = async (at: OidcTestProvider) => {
  const config = await oidc.discovery(new URL(at.issuer), at.clientId, at.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: 'http://127.0.0.1/api/oauth/callback',
    scope: 'openid email offline_access https://mail.google.com/',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
    state,
  });
  const back = await at.authorize(authUrl.href);
  const tokens = await oidc.authorizationCodeGrant(config, back, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  if (!tokens.refresh_token) throw new Error('The provider gave no refresh token');
  return tokens.refresh_token;
};

beforeAll(async () => {
  provider = await startOidcTestProvider();
  const refreshToken = await refreshTokenOf(provider);
  const introspection = new URL('/token/introspection', provider.issuer);
  introspection.username = provider.clientId;
  introspection.password = provider.clientSecret;
  // The account has a password too, only for the test to put mail into its mailbox.
  const owner = { user: provider.account.email, password: 'append-only-password' };
  imap = await startImapTestServer([owner], { introspectionUrl: introspection.href });
  app = await startTestApp({
    worker: true,
    env: {
      IMAP_HOST: imap.host,
      IMAP_PORT: String(imap.port),
      IMAP_TLS: 'none',
      IMAP_MAILBOXES: 'INBOX',
      ...provider.appEnv,
      MAIL_OAUTH_ACCOUNT: provider.account.email,
      MAIL_OAUTH_REFRESH_TOKEN: refreshToken,
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await imap?.stop();
  await provider?.close();
});

describe('the mailbox sync with OAuth (XOAUTH2)', () => {
  it('signs in with a fresh access token and records a client’s mail', async () => {
    const admin = await app.signInAs('admin');
    const email = `vesna.${randomUUID().slice(0, 8)}@family.example`;
    const added = await admin.post('/api/clients', { name: 'Vesna', email });
    expect(added.status).toBe(201);
    const client = clientSchema.parse(await added.json());
    const messageId = `<oauth-${randomUUID()}@family.example>`;
    await imap.append({ user: provider.account.email, password: 'append-only-password' }, 'INBOX', [
      plainMessage({
        from: email,
        to: provider.account.email,
        subject: 'Thank you',
        messageId,
        text: 'Thank you for the photos.',
      }),
    ]);
    const response = await admin.post('/api/communications/sync-email');
    expect(response.status, await response.clone().text()).toBe(200);
    const result = mailboxSyncResultSchema.parse(await response.json());
    expect(result).toMatchObject({ status: 'synced', account: provider.account.email });
    const rows = (await (await admin.get(`/api/communications/client/${client.id}`)).json()) as {
      messageId: string | null;
    }[];
    expect(rows.map((row) => row.messageId)).toContain(messageId);
  });

  it('is refused with a token the provider does not know', async () => {
    await expect(
      connectToMailbox(
        app.config.imap!,
        { user: provider.account.email, accessToken: 'not-a-token-of-the-provider' },
        app.deps.logger,
      ),
    ).rejects.toThrow('the mailbox refused the sign-in: connect the mailbox again');
  });
});

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { Provider } from 'oidc-provider';
import { authorizeWithHttp, type HttpAuthorizationOptions } from './http-authorization';
import { interactionPages, type TestAccount } from './provider-interactions';

// A real OpenID provider (oidc-provider) on 127.0.0.1 for tests and browser journeys: one
// confidential client for the authorization code flow with PKCE required and refresh tokens
// (offline_access), introspection and revocation on, and accounts signed in by email and
// password on plain HTML pages. The client authenticates with HTTP Basic (client_secret_basic),
// as the app does, and as an IMAP server's introspection call does. Its redirect URIs are loopback ones with any port (a "native"
// client, RFC 8252), so an app started on any port can be sent back to.

export type { TestAccount } from './provider-interactions';
export type { HttpAuthorizationOptions } from './http-authorization';

export const testMailboxAccount: TestAccount = {
  email: 'office@memorialcare.example',
  password: 'mailbox-password',
};

/** The scope Gmail's IMAP needs: the provider knows it, so the app's default scopes work here. */
const mailScope = 'https://mail.google.com/';

export interface OidcTestProviderOptions {
  readonly accounts?: readonly TestAccount[];
  /** Access tokens live this long (default an hour). */
  readonly accessTokenTtlSeconds?: number;
  /** A new refresh token on every use, the old one then refused (default false). */
  readonly rotateRefreshTokens?: boolean;
}

export interface OidcTestProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The first account (by default testMailboxAccount). */
  readonly account: TestAccount;
  /** The app's MAIL_OAUTH_* pointing at this provider. */
  readonly appEnv: Readonly<Record<string, string>>;
  /** Goes through an authorization link with plain HTTP; answers where the app gets it back. */
  authorize(authUrl: string, options?: Partial<HttpAuthorizationOptions>): Promise<URL>;
  /**
   * A refresh token of the account, through the whole code flow with PKCE and offline access
   * as the app gets one, without the app (e.g. for MAIL_OAUTH_REFRESH_TOKEN).
   */
  issueRefreshToken(account?: TestAccount): Promise<string>;
  /** RFC 7662 introspection of a token, as the client. */
  introspect(token: string): Promise<oidc.IntrospectionResponse>;
  /** The userinfo an access token opens. */
  userinfo(accessToken: string): Promise<oidc.UserInfoResponse>;
  /** Revokes a token (a refresh token: its whole grant), as the mailbox owner would. */
  revoke(token: string): Promise<void>;
  close(): Promise<void>;
}

const ownTokensOnly = (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
  token.clientId === client.clientId;

const signingKeys = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'k1' }],
  };
};

export const startOidcTestProvider = async ({
  accounts = [testMailboxAccount],
  accessTokenTtlSeconds = 3600,
  rotateRefreshTokens = false,
}: OidcTestProviderOptions = {}): Promise<OidcTestProvider> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'memorial-care-mailbox';
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        application_type: 'native',
        redirect_uris: [
          'http://127.0.0.1/api/oauth/callback',
          'http://localhost/api/oauth/callback',
        ],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'email', mailScope],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The email in the ID token too, as Google puts it there.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) =>
      accounts.some((a) => a.email === sub)
        ? { accountId: sub, claims: () => ({ sub, email: sub, email_verified: true }) }
        : undefined,
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // The one client may look into and revoke its own tokens only.
      introspection: { enabled: true, allowedPolicy: ownTokensOnly },
      revocation: { enabled: true, allowedPolicy: ownTokensOnly },
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: signingKeys(),
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 600,
      Grant: 86_400,
      Session: 3600,
      RefreshToken: 86_400,
    },
    rotateRefreshToken: () => rotateRefreshTokens,
  });
  provider.use(interactionPages(provider, accounts));
  server.on('request', provider.callback());

  let client: Promise<oidc.Configuration> | null = null;
  const asClient = () =>
    (client ??= oidc.discovery(
      new URL(issuer),
      clientId,
      clientSecret,
      oidc.ClientSecretBasic(clientSecret),
      { execute: [oidc.allowInsecureRequests] },
    ));
  const account = accounts[0] ?? testMailboxAccount;

  return {
    issuer,
    clientId,
    clientSecret,
    account,
    appEnv: {
      MAIL_OAUTH_ISSUER: issuer,
      MAIL_OAUTH_CLIENT_ID: clientId,
      MAIL_OAUTH_CLIENT_SECRET: clientSecret,
    },
    authorize: (authUrl, options = {}) => authorizeWithHttp(authUrl, { account, ...options }),
    issueRefreshToken: async (who = account) => {
      const configuration = await asClient();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const authUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: 'http://127.0.0.1/api/oauth/callback',
        scope: `openid email offline_access ${mailScope}`,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        prompt: 'consent',
        state,
      });
      const back = await authorizeWithHttp(authUrl.href, { account: who });
      const tokens = await oidc.authorizationCodeGrant(configuration, back, {
        pkceCodeVerifier: verifier,
        expectedState: state,
      });
      if (!tokens.refresh_token) throw new Error('The provider issued no refresh token');
      return tokens.refresh_token;
    },
    introspect: async (token) => oidc.tokenIntrospection(await asClient(), token),
    userinfo: async (accessToken) =>
      oidc.fetchUserInfo(await asClient(), accessToken, oidc.skipSubjectCheck),
    revoke: async (token) => oidc.tokenRevocation(await asClient(), token),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

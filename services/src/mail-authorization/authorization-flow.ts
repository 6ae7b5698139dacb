import * as oidc from 'openid-client';
import type { PendingAuthorization } from './authorization-requests';
import { requestedScopes, type ProviderClient } from './provider-client';
import { providerFailureOf, type ProviderFailure } from './provider-failures';

// The authorization code flow with PKCE (S256), state and offline access, against the
// provider's discovered endpoints; every call's failure comes back as a ProviderFailure (the
// library's errors, which carry the provider's raw answers, stay here).

export class ProviderCallError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super('The OAuth provider call failed');
    this.name = 'ProviderCallError';
  }
}

/** Runs a provider call; its failure becomes a ProviderCallError without the raw answer. */
const calling = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    const failure = providerFailureOf(error);
    if (failure) throw new ProviderCallError(failure);
    throw error;
  }
};

/** Step 1: the link to the provider, and what finishing it will need (kept on the server). */
export const beginAuthorization = async (
  provider: ProviderClient,
): Promise<{ readonly authUrl: URL; readonly pending: PendingAuthorization }> => {
  const configuration = await calling(() => provider.configuration());
  const { issuer, scopes_supported: supported } = configuration.serverMetadata();
  const scopes = requestedScopes(provider.settings.scopes, supported);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = scopes.includes('openid') ? oidc.randomNonce() : null;
  const authUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.settings.redirectUri,
    scope: scopes.join(' '),
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    ...(nonce ? { nonce } : {}),
    // Google's way to ask for a refresh token; other providers ignore it (offline_access above).
    access_type: 'offline',
    // A fresh consent: Google issues a refresh token only then, OpenID for offline_access too.
    prompt: 'consent',
  });
  return {
    authUrl,
    pending: {
      state,
      codeVerifier,
      nonce,
      redirectUri: provider.settings.redirectUri,
      issuer,
      scopes,
    },
  };
};

export interface FinishedAuthorization {
  readonly refreshToken: string | null;
  readonly account: string | null;
  readonly scopes: readonly string[];
}

/**
 * Step 2: trades the code for tokens (with the PKCE verifier; state, issuer and nonce checked)
 * and finds out whose mailbox it is: the ID token's email, else userinfo's.
 */
export const finishAuthorization = async (
  provider: ProviderClient,
  pending: PendingAuthorization,
  response: { readonly code: string; readonly iss?: string | undefined },
): Promise<FinishedAuthorization> => {
  const configuration = await calling(() => provider.configuration());
  const metadata = configuration.serverMetadata();
  // The address the provider sent the admin to, as openid-client validates it; a pasted code
  // comes without the issuer a provider that signs its responses (RFC 9207) adds, so it is ours.
  const callback = new URL(pending.redirectUri);
  callback.searchParams.set('code', response.code);
  callback.searchParams.set('state', pending.state);
  const iss =
    response.iss ??
    (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
  if (iss) callback.searchParams.set('iss', iss);
  const tokens = await calling(() =>
    oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      ...(pending.nonce ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
    }),
  );
  const claims = tokens.claims();
  let account = typeof claims?.email === 'string' ? claims.email : null;
  if (!account && metadata.userinfo_endpoint) {
    const info = await calling(() =>
      oidc.fetchUserInfo(configuration, tokens.access_token, claims?.sub ?? oidc.skipSubjectCheck),
    );
    account = typeof info.email === 'string' ? info.email : null;
  }
  return {
    refreshToken: tokens.refresh_token ?? null,
    account,
    scopes: tokens.scope ? tokens.scope.split(' ').filter(Boolean) : pending.scopes,
  };
};

export interface RenewedAccess {
  readonly accessToken: string;
  /** Seconds the access token is valid, when the provider said. */
  readonly expiresInSeconds: number | null;
  /** A new refresh token when the provider rotates them (the old one then stops working). */
  readonly rotatedRefreshToken: string | null;
}

/** A fresh access token from the refresh token (refresh_token grant). */
export const renewAccess = async (
  provider: ProviderClient,
  refreshToken: string,
): Promise<RenewedAccess> => {
  const configuration = await calling(() => provider.configuration());
  const tokens = await calling(() => oidc.refreshTokenGrant(configuration, refreshToken));
  return {
    accessToken: tokens.access_token,
    expiresInSeconds: tokens.expiresIn() ?? null,
    rotatedRefreshToken:
      tokens.refresh_token && tokens.refresh_token !== refreshToken ? tokens.refresh_token : null,
  };
};

/**
 * Revokes the refresh token at the provider (RFC 7009) when it offers revocation: true when it
 * confirmed, false when it offers none or could not be asked (the disconnect goes on).
 */
export const revokeRefreshToken = async (provider: ProviderClient, refreshToken: string) => {
  try {
    const configuration = await calling(() => provider.configuration());
    if (!configuration.serverMetadata().revocation_endpoint) return false;
    await calling(() =>
      oidc.tokenRevocation(configuration, refreshToken, { token_type_hint: 'refresh_token' }),
    );
    return true;
  } catch (error) {
    if (error instanceof ProviderCallError) return false;
    throw error;
  }
};

import * as oidc from 'openid-client';
import type { MailOAuthConfig } from '../config/config';

// The office mailbox's OAuth 2.0 / OpenID provider, through openid-client: its endpoints come
// from discovery of the configured issuer (Google's by default), the client authenticates with
// HTTP Basic (what RFC 6749 makes every server support) or, without a secret, as a public client
// relying on PKCE alone.

/** The provider settings an authorization needs: MAIL_OAUTH_* with the client id set. */
export interface ProviderSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string | null;
  readonly redirectUri: string;
  readonly scopes: readonly string[];
}

/** The settings when a client id is configured, else null (nothing can be connected). */
export const providerSettingsOf = (config: MailOAuthConfig): ProviderSettings | null =>
  config.clientId === null
    ? null
    : {
        issuer: config.issuer,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        redirectUri: config.redirectUri,
        scopes: config.scopes,
      };

export interface ProviderClient {
  readonly settings: ProviderSettings;
  /** The discovered configuration; kept an hour, a failed discovery is tried again next time. */
  configuration(): Promise<oidc.Configuration>;
}

export interface ProviderClientOptions {
  /** Each request to the provider gives up after this long (default 10 s). */
  readonly timeoutSeconds?: number;
  /** How long a discovered configuration is kept (default an hour). */
  readonly discoveryTtlMs?: number;
}

const isLoopbackHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

export const createProviderClient = (
  settings: ProviderSettings,
  { timeoutSeconds = 10, discoveryTtlMs = 60 * 60 * 1000 }: ProviderClientOptions = {},
): ProviderClient => {
  let cached: { readonly at: number; readonly configuration: Promise<oidc.Configuration> } | null =
    null;
  const discover = () =>
    oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret === null ? {} : { client_secret: settings.clientSecret },
      settings.clientSecret === null ? oidc.None() : oidc.ClientSecretBasic(settings.clientSecret),
      {
        // The configuration only takes plain http for a provider on this machine (development).
        execute: isLoopbackHttp(settings.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: timeoutSeconds,
      },
    );
  return {
    settings,
    configuration() {
      if (cached && Date.now() - cached.at < discoveryTtlMs) return cached.configuration;
      const configuration = discover();
      const entry = { at: Date.now(), configuration };
      cached = entry;
      configuration.catch(() => {
        if (cached === entry) cached = null;
      });
      return configuration;
    },
  };
};

/**
 * The scopes to ask for: the configured ones, and `offline_access` when the provider lists it
 * (standard OpenID providers issue a refresh token only for it; Google takes access_type=offline
 * instead and does not list it).
 */
export const requestedScopes = (
  configured: readonly string[],
  supported: readonly string[] | undefined,
): string[] =>
  supported?.includes('offline_access') && !configured.includes('offline_access')
    ? [...configured, 'offline_access']
    : [...configured];

import type { MailOAuthConfig } from '../config/config';
import { createProviderClient, providerSettingsOf, type ProviderClient } from './provider-client';
import { createTokenCipher, type TokenCipher } from './token-cipher';

/** What the mail authorization needs of the configuration. */
export interface MailAuthorizationSettings {
  readonly mailOAuth: MailOAuthConfig;
  readonly mailTokenKey: string;
}

/** Built once per process: the provider (its discovery is cached) and the token cipher. */
export interface MailAuthorization {
  readonly oauth: MailOAuthConfig;
  /** Null until MAIL_OAUTH_CLIENT_ID is set. */
  readonly provider: ProviderClient | null;
  readonly cipher: TokenCipher;
}

export const createMailAuthorization = (settings: MailAuthorizationSettings): MailAuthorization => {
  const providerSettings = providerSettingsOf(settings.mailOAuth);
  return {
    oauth: settings.mailOAuth,
    provider: providerSettings ? createProviderClient(providerSettings) : null,
    cipher: createTokenCipher(settings.mailTokenKey),
  };
};

import { AppError, DomainRuleError } from '../shared/errors';
import { describeProviderFailure, type ProviderFailure } from './provider-failures';

// The refusals of the mailbox authorization, each with its stable code (the admin's page words
// them in the user's language). None carries a token or the provider's raw answer.

export const notConfigured = () =>
  new DomainRuleError(
    'MAIL_OAUTH_NOT_CONFIGURED',
    'The mail authorization is not configured: set MAIL_OAUTH_CLIENT_ID (and the other MAIL_OAUTH_* settings) first',
  );

export const setByEnvironment = () =>
  new DomainRuleError(
    'MAILBOX_SET_BY_ENVIRONMENT',
    'The office mailbox is set by the server environment (MAIL_OAUTH_REFRESH_TOKEN); change it there',
  );

export const stateInvalid = () =>
  new AppError(
    400,
    'This authorization was not started by you here, or was already used: generate a new link',
    'OAUTH_STATE_INVALID',
  );

export const stateExpired = () =>
  new AppError(
    400,
    'No authorization link of yours is waiting, or it has expired: generate a new link',
    'OAUTH_STATE_EXPIRED',
  );

export const accessDenied = (description: string | null) =>
  new AppError(
    400,
    `The mailbox owner did not allow access${description ? `: ${description}` : ''}`,
    'OAUTH_ACCESS_DENIED',
  );

export const noRefreshToken = () =>
  new DomainRuleError(
    'OAUTH_NO_REFRESH_TOKEN',
    'The provider gave no refresh token (offline access). Remove the app’s access in the account’s security settings and connect again',
  );

export const noAccount = () =>
  new DomainRuleError(
    'OAUTH_NO_ACCOUNT',
    'The provider did not say which mailbox this is: add the openid and email scopes',
  );

/** A failed call to the provider, as an answer: its refusal (400) or its outage (503). */
export const providerError = (failure: ProviderFailure) => {
  const text = describeProviderFailure(failure);
  if (failure.kind === 'unavailable') return new AppError(503, text, 'OAUTH_PROVIDER_UNAVAILABLE');
  if (failure.kind === 'refused' && failure.oauthError === 'access_denied')
    return accessDenied(failure.description);
  return new AppError(
    400,
    text,
    'OAUTH_CODE_REFUSED',
    failure.kind === 'refused' ? { error: failure.oauthError } : undefined,
  );
};

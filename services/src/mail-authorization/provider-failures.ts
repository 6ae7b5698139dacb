import * as oidc from 'openid-client';

// openid-client's errors carry what the provider answered (`cause`: a response body, the
// callback's parameters, a token response), which can hold tokens. They never leave this
// module: a failure becomes a short description of its own, safe for a log line, an answer or
// the admin's page.

export type ProviderFailure =
  /** The provider said no (an OAuth error such as invalid_grant or access_denied). */
  | { readonly kind: 'refused'; readonly oauthError: string; readonly description: string | null }
  /** The provider could not be reached, timed out, or failed on its side (5xx). */
  | { readonly kind: 'unavailable'; readonly reason: string }
  /** The provider answered something we cannot accept (a wrong issuer, nonce or shape). */
  | { readonly kind: 'invalid'; readonly reason: string };

const maxText = 300;
const shortText = (text: string | undefined | null) => {
  if (!text) return null;
  // Only printable characters of the basic plane (no controls, no surrogates PostgreSQL would
  // refuse): the provider's own words, not ours to trust.
  const printable = text.replace(/[^\x20-\x7E\u00A0-\uD7FF\uE000-\uFFFD]/g, ' ').trim();
  return printable.length > maxText ? `${printable.slice(0, maxText - 1)}…` : printable;
};

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** What went wrong with a call to the provider, or null when the error is not the provider's. */
export const providerFailureOf = (error: unknown): ProviderFailure | null => {
  if (error instanceof oidc.ResponseBodyError)
    return error.status >= 500
      ? { kind: 'unavailable', reason: `The provider answered ${error.status} (${error.error})` }
      : {
          kind: 'refused',
          oauthError: shortText(error.error) ?? 'error',
          description: shortText(error.error_description),
        };
  if (error instanceof oidc.AuthorizationResponseError)
    return {
      kind: 'refused',
      oauthError: shortText(error.error) ?? 'error',
      description: shortText(error.error_description),
    };
  if (isTimeout(error))
    return { kind: 'unavailable', reason: 'The provider did not answer in time' };
  // fetch's network failures (refused connection, unknown host, TLS) are TypeErrors.
  if (error instanceof TypeError && (error.message === 'fetch failed' || error.cause))
    return { kind: 'unavailable', reason: 'The provider cannot be reached' };
  if (error instanceof oidc.ClientError) {
    const reason = `The provider's answer was not accepted: ${shortText(error.message) ?? 'invalid'}`;
    // A discovery document or token answer that is not JSON, or not a success, is an outage.
    return error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
      error.code === 'OAUTH_RESPONSE_IS_NOT_JSON'
      ? { kind: 'unavailable', reason }
      : { kind: 'invalid', reason };
  }
  return null;
};

/** One line for a person: what the provider said, or why it could not be asked. */
export const describeProviderFailure = (failure: ProviderFailure) =>
  failure.kind === 'refused'
    ? `The provider refused (${failure.oauthError})${failure.description ? `: ${failure.description}` : ''}`
    : failure.reason;

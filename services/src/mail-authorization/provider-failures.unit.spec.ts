import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { requestedScopes } from './provider-client';
import { describeProviderFailure, providerFailureOf } from './provider-failures';

const refreshToken = '1//0gSecret-refresh-token-value';

const tokenEndpointError = (
  status: number,
  body: { readonly error: string; readonly error_description?: string },
) =>
  new oidc.ResponseBodyError('server responded with an error in the response body', {
    cause: { ...body, refresh_token: refreshToken },
    response: new Response(null, { status }),
  });

describe('provider failures', () => {
  it("takes the provider's refusal, and nothing else of its answer", () => {
    const failure = providerFailureOf(
      tokenEndpointError(400, { error: 'invalid_grant', error_description: 'grant revoked' }),
    );
    expect(failure).toEqual({
      kind: 'refused',
      oauthError: 'invalid_grant',
      description: 'grant revoked',
    });
    expect(JSON.stringify(failure)).not.toContain(refreshToken);
    expect(describeProviderFailure(failure!)).toBe(
      'The provider refused (invalid_grant): grant revoked',
    );
  });

  it('counts a 5xx, a timeout and an unreachable provider as an outage', () => {
    expect(
      providerFailureOf(tokenEndpointError(503, { error: 'temporarily_unavailable' })),
    ).toEqual({
      kind: 'unavailable',
      reason: 'The provider answered 503 (temporarily_unavailable)',
    });
    expect(providerFailureOf(new DOMException('timed out', 'TimeoutError'))).toMatchObject({
      kind: 'unavailable',
    });
    expect(
      providerFailureOf(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') })),
    ).toEqual({ kind: 'unavailable', reason: 'The provider cannot be reached' });
  });

  it("takes the owner's refusal at the provider from the redirect", () => {
    const error = new oidc.AuthorizationResponseError(
      'authorization response from the server is an error',
      {
        cause: new URLSearchParams({ error: 'access_denied', error_description: 'No\u0000thanks' }),
      },
    );
    expect(providerFailureOf(error)).toEqual({
      kind: 'refused',
      oauthError: 'access_denied',
      description: 'No thanks',
    });
  });

  it("leaves errors that are not the provider's to the caller", () => {
    expect(providerFailureOf(new Error('a bug'))).toBeNull();
    expect(providerFailureOf(new TypeError('x is not a function'))).toBeNull();
  });
});

describe('requested scopes', () => {
  it('adds offline_access for a provider that lists it, and only then', () => {
    const google = ['openid', 'email', 'https://mail.google.com/'];
    expect(requestedScopes(google, ['openid', 'email', 'profile'])).toEqual(google);
    expect(requestedScopes(google, undefined)).toEqual(google);
    expect(requestedScopes(google, ['openid', 'offline_access'])).toEqual([
      ...google,
      'offline_access',
    ]);
    expect(requestedScopes(['openid', 'offline_access'], ['offline_access'])).toEqual([
      'openid',
      'offline_access',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { callbackOutcomeOf, pastedAuthorizationOf } from './pasted-authorization';

describe('pasted authorization', () => {
  it('takes a code pasted alone, trimmed', () => {
    expect(pastedAuthorizationOf('  4/0AeanS0b-code_1 ')).toEqual({ code: '4/0AeanS0b-code_1' });
  });

  it('decodes a code copied out of an address bar', () => {
    expect(pastedAuthorizationOf('4%2F0AeanS0b')).toEqual({ code: '4/0AeanS0b' });
    expect(pastedAuthorizationOf('100%zz')).toEqual({ code: '100%zz' });
  });

  it('takes the code and the state out of the whole address', () => {
    expect(
      pastedAuthorizationOf(
        'http://localhost:3000/api/oauth/callback?state=abc&code=4%2F0Aean&scope=email&iss=x',
      ),
    ).toEqual({ code: '4/0Aean', state: 'abc' });
    expect(pastedAuthorizationOf('?code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
    expect(pastedAuthorizationOf('code=c1')).toEqual({ code: 'c1' });
  });

  it('finds nothing in blank text, or in an address without a code', () => {
    expect(pastedAuthorizationOf('   ')).toBeNull();
    expect(
      pastedAuthorizationOf('https://care.example/api/oauth/callback?error=access_denied'),
    ).toBeNull();
  });
});

describe('callback outcome', () => {
  const of = (query: string) => callbackOutcomeOf(new URLSearchParams(query));

  it('reads where the provider sent the admin back to', () => {
    expect(of('mailbox=connected')).toEqual({ outcome: 'connected' });
    expect(of('mailbox=failed&reason=OAUTH_ACCESS_DENIED')).toEqual({
      outcome: 'failed',
      reason: 'OAUTH_ACCESS_DENIED',
    });
  });

  it('ignores other addresses, and a reason that is no code', () => {
    expect(of('')).toBeNull();
    expect(of('mailbox=maybe')).toBeNull();
    expect(of('mailbox=failed&reason=<script>')).toEqual({ outcome: 'failed', reason: null });
  });
});

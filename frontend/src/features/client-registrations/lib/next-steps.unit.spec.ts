import { describe, expect, it } from 'vitest';
import type { MailState } from './invite-status';
import { nextStepsOf } from './next-steps';

const input = (mail: MailState) => ({
  name: 'Jelena Petrović',
  email: 'jelena@example.com',
  expiresAt: '2030-01-15T12:00:00.000Z',
  mail,
});

describe('nextStepsOf', () => {
  it('walks from delivery to activation, sign-in and renewal', () => {
    expect(nextStepsOf(input({ kind: 'none' }))).toEqual([
      { key: 'sendOrShare', values: { email: 'jelena@example.com' } },
      {
        key: 'activate',
        values: { name: 'Jelena Petrović', expiresAt: '2030-01-15T12:00:00.000Z' },
      },
      { key: 'signIn', values: { name: 'Jelena Petrović', email: 'jelena@example.com' } },
      { key: 'renew', values: {} },
    ]);
  });

  it('starts from where the invite mail is', () => {
    const firstKey = (mail: MailState) => nextStepsOf(input(mail))[0]?.key;
    expect(firstKey({ kind: 'queued', retryingAfter: null })).toBe('mailOnItsWay');
    expect(firstKey({ kind: 'sending', retryingAfter: 'timeout' })).toBe('mailOnItsWay');
    expect(firstKey({ kind: 'sent', at: '2030-01-08T12:01:00Z' })).toBe('mailSent');
    expect(firstKey({ kind: 'failed', error: 'boom', attempts: 5 })).toBe('mailFailed');
  });
});

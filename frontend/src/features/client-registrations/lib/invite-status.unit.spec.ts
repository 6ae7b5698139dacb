import type { RecentRegistration } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  failedInviteMails,
  hasMailInFlight,
  invitePresentation,
  inviteStateOf,
  mailPresentation,
  mailStateOf,
} from './invite-status';

const now = new Date('2030-01-10T12:00:00.000Z');
type Invite = NonNullable<RecentRegistration['latestInvite']>;
type Mail = NonNullable<Invite['mail']>;

const invite = (overrides: Partial<Invite> = {}): Invite => ({
  inviteId: 'i1',
  expiresAt: '2030-01-15T12:00:00.000Z',
  acceptedAt: null,
  mail: null,
  ...overrides,
});
const mail = (overrides: Partial<Mail> = {}): Mail => ({
  status: 'queued',
  attempts: 0,
  lastError: null,
  sentAt: null,
  ...overrides,
});
const registration = (latestInvite: Invite | null): RecentRegistration => ({
  id: 'c1',
  name: 'Jelena Petrović',
  email: 'jelena@example.com',
  phone: null,
  address: null,
  country: 'serbia',
  notes: null,
  instagram: null,
  preferredLanguage: 'Serbian',
  selectedPlan: 'standard',
  planStatus: 'active',
  lastPaymentDate: null,
  nextPaymentDue: null,
  totalPaid: '0.00',
  emailVerified: false,
  reminderDaysBefore: 14,
  alternativeEmails: [],
  createdAt: '2030-01-08T12:00:00.000Z',
  updatedAt: '2030-01-08T12:00:00.000Z',
  approvedAt: latestInvite ? '2030-01-08T12:00:00.000Z' : null,
  latestInvite,
});

describe('inviteStateOf', () => {
  it('has no invite to show when none was issued', () => {
    expect(inviteStateOf(null, now)).toEqual({ kind: 'none' });
  });

  it('is valid until its expiry', () => {
    expect(inviteStateOf(invite(), now)).toEqual({
      kind: 'valid',
      until: '2030-01-15T12:00:00.000Z',
    });
  });

  it('is expired from the expiry instant on', () => {
    expect(inviteStateOf(invite({ expiresAt: '2030-01-10T12:00:00.000Z' }), now)).toEqual({
      kind: 'expired',
      at: '2030-01-10T12:00:00.000Z',
    });
  });

  it('stays accepted after its expiry', () => {
    expect(
      inviteStateOf(
        invite({ expiresAt: '2030-01-09T00:00:00.000Z', acceptedAt: '2030-01-08T15:00:00.000Z' }),
        now,
      ),
    ).toEqual({ kind: 'accepted', at: '2030-01-08T15:00:00.000Z' });
  });
});

describe('mailStateOf', () => {
  it('shows no delivery when the invite was never mailed', () => {
    expect(mailStateOf(null)).toEqual({ kind: 'none' });
    expect(mailStateOf(undefined)).toEqual({ kind: 'none' });
  });

  it('shows queued and sending, with the last error while retrying', () => {
    expect(mailStateOf(mail())).toEqual({ kind: 'queued', retryingAfter: null });
    expect(mailStateOf(mail({ status: 'sending', attempts: 1 }))).toEqual({
      kind: 'sending',
      retryingAfter: null,
    });
    expect(
      mailStateOf(mail({ status: 'queued', attempts: 2, lastError: 'ECONNREFUSED smtp:587' })),
    ).toEqual({ kind: 'queued', retryingAfter: 'ECONNREFUSED smtp:587' });
  });

  it('shows when a mail was sent', () => {
    expect(
      mailStateOf(mail({ status: 'sent', attempts: 1, sentAt: '2030-01-08T12:01:00Z' })),
    ).toEqual({ kind: 'sent', at: '2030-01-08T12:01:00Z' });
  });

  it('keeps a failure with its error and attempts', () => {
    expect(
      mailStateOf(mail({ status: 'failed', attempts: 5, lastError: '550 mailbox unavailable' })),
    ).toEqual({ kind: 'failed', error: '550 mailbox unavailable', attempts: 5 });
  });
});

describe('hasMailInFlight', () => {
  it('is true while some mail is queued or sending', () => {
    expect(hasMailInFlight(undefined)).toBe(false);
    expect(hasMailInFlight([registration(null), registration(invite())])).toBe(false);
    expect(hasMailInFlight([registration(invite({ mail: mail({ status: 'sent' }) }))])).toBe(false);
    expect(hasMailInFlight([registration(invite({ mail: mail({ status: 'failed' }) }))])).toBe(
      false,
    );
    expect(hasMailInFlight([registration(invite({ mail: mail() }))])).toBe(true);
    expect(hasMailInFlight([registration(invite({ mail: mail({ status: 'sending' }) }))])).toBe(
      true,
    );
  });
});

describe('failedInviteMails', () => {
  it('lists open invites whose mail failed, not the accepted ones', () => {
    const failed = registration(invite({ mail: mail({ status: 'failed', lastError: 'boom' }) }));
    const acceptedAnyway = registration(
      invite({
        acceptedAt: '2030-01-09T00:00:00.000Z',
        mail: mail({ status: 'failed', lastError: 'boom' }),
      }),
    );
    const sent = registration(invite({ mail: mail({ status: 'sent' }) }));
    expect(failedInviteMails([failed, acceptedAnyway, sent, registration(null)])).toEqual([failed]);
  });
});

describe('presentation', () => {
  it('shows the invite as a tag with its date', () => {
    expect(invitePresentation({ kind: 'none' })).toEqual({
      color: 'default',
      label: 'invite.none',
      date: null,
    });
    expect(invitePresentation({ kind: 'valid', until: '2030-01-15T12:00:00Z' })).toEqual({
      color: 'blue',
      label: 'invite.valid',
      date: '2030-01-15T12:00:00Z',
    });
    expect(invitePresentation({ kind: 'accepted', at: '2030-01-09T00:00:00Z' })).toEqual({
      color: 'green',
      label: 'invite.accepted',
      date: '2030-01-09T00:00:00Z',
    });
    expect(invitePresentation({ kind: 'expired', at: '2030-01-10T12:00:00Z' })).toEqual({
      color: 'default',
      label: 'invite.expired',
      date: '2030-01-10T12:00:00Z',
    });
  });

  it('colours the mail by delivery: queued gold, sending blue, sent green, failed red', () => {
    expect(mailPresentation({ kind: 'none' })).toMatchObject({ label: 'mail.none' });
    expect(mailPresentation({ kind: 'queued', retryingAfter: null })).toEqual({
      color: 'gold',
      label: 'mail.queued',
      date: null,
    });
    expect(mailPresentation({ kind: 'sending', retryingAfter: null })).toEqual({
      color: 'processing',
      label: 'mail.sending',
      date: null,
    });
    expect(mailPresentation({ kind: 'sent', at: '2030-01-08T12:01:00Z' })).toEqual({
      color: 'green',
      label: 'mail.sentAt',
      date: '2030-01-08T12:01:00Z',
    });
    expect(mailPresentation({ kind: 'sent', at: null })).toEqual({
      color: 'green',
      label: 'mail.sent',
      date: null,
    });
    expect(mailPresentation({ kind: 'failed', error: 'boom', attempts: 5 })).toEqual({
      color: 'red',
      label: 'mail.failed',
      date: null,
    });
  });
});

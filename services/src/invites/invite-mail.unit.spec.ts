import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { MailJob, MailOutbox } from '../mail/mail-port';
import { formatExpiry, renderInviteMail } from './invite-mail';
import { inviteMailReactor } from './invite-mail-reactor';
import { inviteLinkFor } from './invite-token';

const link = 'https://memorialcare.example/invite/abc_DEF-123';
const expiresAt = '2025-07-14T08:30:00.000Z';
const input = { to: 'ana@example.com', name: 'Ana Petrović', link, expiresAt } as const;

describe('the invite mail', () => {
  it('is Serbian (Latin) for Serbian clients: greeting, what we do, link, expiry, ignore note', () => {
    const mail = renderInviteMail({ ...input, language: 'Serbian' });
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Pozivnica za Memorial Care – aktivirajte svoj nalog');
    expect(mail.text).toContain('Zdravo, Ana Petrović,');
    expect(mail.text).toContain('Memorial Care brine o grobovima');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('Link važi do 14. jul 2025. 10:30 CEST.');
    expect(mail.text).toContain('Ako niste očekivali ovu poruku, slobodno je zanemarite');
  });

  it('is English and German for those languages, the expiry formatted for each', () => {
    const english = renderInviteMail({ ...input, language: 'English' });
    expect(english.subject).toBe('Your Memorial Care invitation – activate your account');
    expect(english.text).toContain('Hello Ana Petrović,');
    expect(english.text).toContain('The link is valid until 14 July 2025 at 10:30 CEST.');
    expect(english.text).toContain('If you did not expect this email, you can safely ignore it');

    const german = renderInviteMail({ ...input, language: 'German' });
    expect(german.subject).toBe('Ihre Einladung zu Memorial Care – Konto aktivieren');
    expect(german.text).toContain('Guten Tag Ana Petrović,');
    expect(german.text).toContain('Der Link ist gültig bis 14. Juli 2025 um 10:30 MESZ.');
    expect(german.text).toContain('Falls Sie diese E-Mail nicht erwartet haben');
  });

  it('formats the expiry in Belgrade time, also in winter', () => {
    expect(formatExpiry('2025-01-10T23:30:00.000Z', 'English')).toBe(
      '11 January 2025 at 00:30 CET',
    );
  });

  it('has an HTML part with the button and the link, and escapes the name', () => {
    const mail = renderInviteMail({ ...input, name: 'Ana <b>"P"</b> & Co', language: 'English' });
    expect(mail.html).toContain('<html lang="en-GB">');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('Activate my account</a>');
    expect(mail.html).toContain('Hello Ana &lt;b&gt;&quot;P&quot;&lt;/b&gt; &amp; Co,');
    expect(mail.html).not.toContain('<b>"P"</b>');
    expect(mail.html).toContain('14 July 2025 at 10:30 CEST');
  });
});

const recordedEvent = (id: string, type: string, data: unknown): RecordedEvent => ({
  id,
  streamId: 'invites-5f0e9d8c-7b6a-4954-8372-615049382716',
  revision: 0n,
  type,
  data,
  metadata: {
    userId: null,
    role: 'system',
    correlationId: id,
    causationId: null,
    occurredAt: '2025-07-07T08:30:00.000Z',
  },
  position: { commit: 1n, prepare: 1n },
  createdAt: new Date('2025-07-07T08:30:00.000Z'),
});

describe('the invite mail reactor', () => {
  const accountId = '5f0e9d8c-7b6a-4954-8372-615049382716';
  const inviteId = '7b2a1f0e-9d8c-4b76-a594-837261504938';
  const jobs: MailJob[] = [];
  const mail: MailOutbox = {
    enqueue: async (job) => {
      jobs.push(job);
    },
  };
  const deps = { mail, inviteSecret: 'secret', publicUrl: 'https://memorialcare.example' };

  it('mails the issued invite under the event id, with the derived link', async () => {
    jobs.length = 0;
    const eventId = '11111111-2222-4333-8444-555555555555';
    await inviteMailReactor.react(
      recordedEvent(eventId, 'InviteIssued', {
        inviteId,
        accountId,
        accountKind: 'client',
        userId: '6a1f0e9d-8c7b-4a65-9483-726150493827',
        email: 'ana@example.com',
        name: 'Ana Petrović',
        preferredLanguage: 'German',
        role: 'client',
        expiresAt,
        supersedes: [],
        withTemporaryCredentials: false,
      }),
      deps,
    );
    expect(jobs).toEqual([
      {
        jobId: eventId,
        kind: 'invite',
        refId: inviteId,
        message: expect.objectContaining({
          to: 'ana@example.com',
          subject: 'Ihre Einladung zu Memorial Care – Konto aktivieren',
        }),
      },
    ]);
    expect(jobs[0]?.message.text).toContain(
      inviteLinkFor('https://memorialcare.example', 'secret', inviteId),
    );
  });

  it('mails it again on InviteEmailRequested, as a job of its own', async () => {
    jobs.length = 0;
    const eventId = '22222222-2222-4333-8444-555555555555';
    await inviteMailReactor.react(
      recordedEvent(eventId, 'InviteEmailRequested', {
        inviteId,
        accountId,
        email: 'ana@example.com',
        name: 'Ana Petrović',
        preferredLanguage: 'Serbian',
        expiresAt,
      }),
      deps,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ jobId: eventId, kind: 'invite', refId: inviteId });
    expect(jobs[0]?.message.subject).toBe('Pozivnica za Memorial Care – aktivirajte svoj nalog');
  });

  it('listens to exactly the two invite events', () => {
    expect(inviteMailReactor.name).toBe('invite-mail');
    expect([...inviteMailReactor.eventTypes].sort()).toEqual([
      'InviteEmailRequested',
      'InviteIssued',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PreferredLanguage } from '@memorial-care/contracts/domain';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { recordedEvent } from '@memorial-care/projections/testing';
import type { MailJob } from '../mail/mail-port';
import { expectMailIn } from '../mail/testing/mail-language';
import { inviteMailReactor } from './invite-mail-reactor';

// Each invite mail, the client's and the caretaker's, first and resent, in every language.

const subjects: Readonly<Record<PreferredLanguage, string>> = {
  English: 'Your Memorial Care invitation – activate your account',
  Serbian: 'Pozivnica za Memorial Care – aktivirajte svoj nalog',
  German: 'Ihre Einladung zu Memorial Care – Konto aktivieren',
};
const greetings: Readonly<Record<PreferredLanguage, string>> = {
  English: 'Hello Jovan Ilić,',
  Serbian: 'Zdravo, Jovan Ilić,',
  German: 'Guten Tag Jovan Ilić,',
};

const inviteId = '7b2a1f0e-9d8c-4b76-a594-837261504938';
const accountId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const recorded = (type: string, data: unknown): RecordedEvent =>
  recordedEvent(
    { type, data },
    { streamId: `invites-${accountId}`, revision: 0n, occurredAt: '2025-07-07T08:30:00.000Z' },
  );
const issued = (accountKind: 'client' | 'caretaker', preferredLanguage: PreferredLanguage) =>
  recorded('InviteIssued', {
    inviteId,
    accountId,
    accountKind,
    userId: '6a1f0e9d-8c7b-4a65-9483-726150493827',
    email: 'jovan@example.com',
    name: 'Jovan Ilić',
    preferredLanguage,
    role: accountKind,
    expiresAt: '2025-07-14T08:30:00.000Z',
    supersedes: [],
    withTemporaryCredentials: true,
  });
const requested = (preferredLanguage: PreferredLanguage) =>
  recorded('InviteEmailRequested', {
    inviteId,
    accountId,
    email: 'jovan@example.com',
    name: 'Jovan Ilić',
    preferredLanguage,
    expiresAt: '2025-07-14T08:30:00.000Z',
  });

const mailOf = async (event: RecordedEvent) => {
  const jobs: MailJob[] = [];
  await inviteMailReactor.react(event, {
    mail: { enqueue: async (job) => void jobs.push(job) },
    inviteSecret: 'secret',
    publicUrl: 'https://care.example',
  });
  expect(jobs).toHaveLength(1);
  return jobs[0]!.message;
};

describe.each(['English', 'Serbian', 'German'] as const)('the invite mail in %s', (language) => {
  it.each([
    ['a client’s invite', () => issued('client', language)],
    ['a caretaker’s invite', () => issued('caretaker', language)],
    ['a resent invite', () => requested(language)],
  ])('%s', async (_, event) => {
    const mail = await mailOf(event());
    expect(mail.subject).toBe(subjects[language]);
    expect(mail.text).toContain(greetings[language]);
    expectMailIn(mail, language);
  });
});

import { randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caretakerSchema, registrationResultSchema } from '@memorial-care/contracts/http';
import { eventually } from '@memorial-care/projections/testing';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { inviteMailReactor } from './invite-mail-reactor';

// Every invite reaches its recipient in their language, through a real SMTP server on loopback:
// the family's chosen at registration (or corrected later by an admin), the caretaker's.

let smtp: SmtpTestServer;
let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://care.example' },
    worker: {
      reactors: [inviteMailReactor],
      mailRetryPolicy: { attempts: 3, backoffDelayMs: 20 },
      reactorTiming: { standbyRetryMs: 100, retryBackoffMs: 20, maxRetryBackoffMs: 200 },
    },
    publicFormLimits: {
      registrations: { requests: 1_000, windowSeconds: 60 },
      guestRequests: { requests: 1_000, windowSeconds: 60 },
    },
  });
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** The mails `recipient` got, parsed, once there are at least `count`. */
const mailsTo = async (recipient: string, count = 1): Promise<ParsedMail[]> =>
  eventually(
    () => Promise.all(smtp.receivedBy(recipient).map(({ raw }) => simpleParser(raw))),
    (mails) => mails.length >= count,
  );

const register = async (email: string, preferredLanguage: string) => {
  const response = await app.client().post('/api/registrations', {
    name: 'Klara Berger',
    email,
    phone: '+49 30 1234567',
    address: 'Hauptstraße 1, Berlin',
    country: 'germany',
    password: 'sunflower-42',
    confirmPassword: 'sunflower-42',
    preferredLanguage,
  });
  expect(response.status).toBe(201);
  return registrationResultSchema.parse(await response.json());
};

describe('the invite mail’s language', () => {
  it('is German for a family that registered in German', async () => {
    const email = uniqueEmail('klara');
    await register(email, 'German');
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Ihre Einladung zu Memorial Care – Konto aktivieren');
    expect(mail!.text).toContain('Guten Tag Klara Berger,');
    expect(mail!.text).toContain('Der Link ist gültig bis');
    expect(mail!.html).toContain('<html lang="de-DE">');
    expect(mail!.text).not.toMatch(/Zdravo|Hello/);
  });

  it('is English for English, and a resend follows the language an admin corrected', async () => {
    const email = uniqueEmail('john');
    const { clientId } = await register(email, 'English');
    const [first] = await mailsTo(email);
    expect(first!.subject).toBe('Your Memorial Care invitation – activate your account');

    const corrected = await admin.patch(`/api/clients/${clientId}`, {
      preferredLanguage: 'Serbian',
    });
    expect(corrected.status).toBe(200);
    expect((await admin.post(`/api/clients/${clientId}/invite-email`, {})).status).toBe(200);
    const [, resent] = await mailsTo(email, 2);
    expect(resent!.subject).toBe('Pozivnica za Memorial Care – aktivirajte svoj nalog');
    expect(resent!.text).toContain('Zdravo, Klara Berger,');
  });

  it("is the caretaker's: English when chosen, Serbian for one who never chose", async () => {
    const caretaker = async (email: string, language?: string) => {
      const response = await admin.post('/api/caretakers', {
        name: 'Milan Ristić',
        email,
        phone: '064 111 222',
        ...(language ? { preferredLanguage: language } : {}),
      });
      expect(response.status).toBe(201);
      return caretakerSchema.parse(await response.json());
    };
    const englishEmail = uniqueEmail('milan.en');
    expect(await caretaker(englishEmail, 'English')).toMatchObject({
      preferredLanguage: 'English',
    });
    const serbianEmail = uniqueEmail('milan.sr');
    expect(await caretaker(serbianEmail)).toMatchObject({ preferredLanguage: 'Serbian' });

    const [english] = await mailsTo(englishEmail);
    expect(english!.subject).toBe('Your Memorial Care invitation – activate your account');
    expect(english!.text).toContain('Hello Milan Ristić,');
    const [serbian] = await mailsTo(serbianEmail);
    expect(serbian!.subject).toBe('Pozivnica za Memorial Care – aktivirajte svoj nalog');
  });
});

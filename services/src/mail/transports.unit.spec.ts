import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCapturingLogger } from '@memorial-care/projections/testing';
import { createDevelopmentTransport, createMailTransport } from './transports';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const newFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'mc-mail-outbox-'));
  folders.push(folder);
  // A folder that does not exist yet: the transport creates it.
  return join(folder, 'outbox');
};

describe('development mail transport', () => {
  it('writes each mail as a readable .eml file and logs recipient, subject and file', async () => {
    const directory = await newFolder();
    const { logger, records } = createCapturingLogger();
    const transport = createDevelopmentTransport({ directory, logger });
    const sent = await transport.send(
      {
        from: 'Memorial Care <no-reply@memorialcare.example>',
        to: 'ana@example.test',
        subject: 'Einladung zu Memorial Care',
        text: 'Bitte setzen Sie Ihr Passwort: http://localhost:3000/invite/abc',
        html: '<p>Bitte setzen Sie Ihr Passwort.</p>',
      },
      { jobId: 'job/1:2', kind: 'invite' },
    );

    expect(await readdir(directory)).toEqual([expect.stringMatching(/-invite-job_1_2\.eml$/)]);
    expect(sent.file).toBe(join(directory, (await readdir(directory))[0] ?? ''));
    const eml = await readFile(sent.file ?? '', 'utf8');
    expect(eml).toMatch(/^From: Memorial Care <no-reply@memorialcare\.example>$/m);
    expect(eml).toMatch(/^To: ana@example\.test$/m);
    expect(eml).toMatch(/^Subject: Einladung zu Memorial Care$/m);
    expect(eml).toContain('Bitte setzen Sie Ihr Passwort: http://localhost:3000/invite/abc');
    expect(eml).toContain('<p>Bitte setzen Sie Ihr Passwort.</p>');
    expect(records).toContainEqual(
      expect.objectContaining({
        level: 30,
        to: 'ana@example.test',
        subject: 'Einladung zu Memorial Care',
        file: sent.file,
      }),
    );
    transport.close();
  });

  it('is the transport when no SMTP URL is configured', async () => {
    const { logger } = createCapturingLogger();
    const outboxDir = await newFolder();
    const development = createMailTransport({ smtpUrl: null, outboxDir, logger });
    const smtp = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1025', outboxDir, logger });
    expect(development.kind).toBe('development');
    expect(smtp.kind).toBe('smtp');
    development.close();
    smtp.close();
  });
});

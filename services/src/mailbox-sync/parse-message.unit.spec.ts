import { describe, expect, it } from 'vitest';
import { communicationLimits } from '@memorial-care/contracts/events';
import { parseHeadersOnly, parseMessage } from './parse-message';
import { htmlMessageWithFile, plainMessage } from './testing/mail-messages';

const readAt = new Date('2025-03-01T12:00:00.000Z');
const pdf = Buffer.from('%PDF-1.4 plan');

describe('reading a message', () => {
  it('takes the addresses (lower-cased, groups opened), subject, date and ids', async () => {
    const message = await parseMessage(
      Buffer.from(
        plainMessage({
          from: 'Ana Petrović <Ana@Family.example>',
          to: 'Office <office@memorialcare.example>, Family: Milan <milan@family.example>, jelena@family.example;',
          subject: '=?UTF-8?Q?Cve=C4=87e_za_grob?=',
          messageId: '<m2@family.example>',
          inReplyTo: '<m1@memorialcare.example>',
          references: '<root@memorialcare.example> <m1@memorialcare.example>',
          date: 'Tue, 04 Feb 2025 09:30:00 +0100',
          text: 'Hvala!',
        }),
      ),
      readAt,
    );
    expect(message).toEqual({
      messageId: '<m2@family.example>',
      from: 'ana@family.example',
      to: ['office@memorialcare.example', 'milan@family.example', 'jelena@family.example'],
      cc: [],
      bcc: [],
      subject: 'Cveće za grob',
      text: 'Hvala!',
      files: [],
      inReplyTo: '<m1@memorialcare.example>',
      threadId: '<root@memorialcare.example>',
      sentAt: '2025-02-04T08:30:00.000Z',
    });
  });

  it('turns an HTML-only message into text, and keeps its file apart', async () => {
    const message = await parseMessage(
      Buffer.from(
        htmlMessageWithFile({
          from: 'ana@family.example',
          to: 'office@memorialcare.example',
          subject: 'Plan',
          messageId: '<h1@family.example>',
          html: '<html><head><style>p{color:red}</style><script>alert(1)</script></head><body><p>Hello <b>office</b> &amp; team</p><p onclick="x()">Second line</p></body></html>',
          file: { name: '../plan.pdf', type: 'application/pdf', content: pdf },
        }),
      ),
      readAt,
    );
    expect(message.text).toContain('Hello office & team');
    expect(message.text).toContain('Second line');
    expect(message.text).not.toMatch(/<[a-z/]|color:red|alert|onclick/i);
    expect(message.files).toEqual([
      { fileName: 'plan.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });

  it('gives a message without Message-ID a stable one, and a nonsense date the reading time', async () => {
    const source = Buffer.from(
      'From: ana@family.example\r\nSubject: hi\r\nDate: Thu, 01 Jan 1970 00:00:00 +0000\r\n\r\nbody\r\n',
    );
    const first = await parseMessage(source, readAt);
    expect(first.messageId).toMatch(/@mailbox-sync\.invalid>$/);
    expect((await parseMessage(source, new Date())).messageId).toBe(first.messageId);
    expect(first.threadId).toBe(first.messageId);
    expect(first.sentAt).toBe(readAt.toISOString());
    const future = await parseMessage(
      Buffer.from('Subject: x\r\nDate: Fri, 01 Jan 2100 00:00:00 +0000\r\n\r\nb\r\n'),
      readAt,
    );
    expect(future.sentAt).toBe(readAt.toISOString());
  });

  it('cuts a text and a subject over their bounds, saying so, between characters', async () => {
    const long = '😀'.repeat(communicationLimits.text);
    const message = await parseMessage(
      Buffer.from(
        plainMessage({
          from: 'ana@family.example',
          to: 'office@memorialcare.example',
          subject: 'S'.repeat(communicationLimits.subject + 50),
          text: long,
        }),
      ),
      readAt,
    );
    expect(message.text.length).toBeLessThanOrEqual(communicationLimits.text);
    expect(message.text).toMatch(
      /\[The message was cut here: it is longer than 100,000 characters\.\]$/,
    );
    expect(message.text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(message.subject).toHaveLength(communicationLimits.subject);
  });

  it('makes every text storable: no NUL, no lone surrogate', async () => {
    const message = await parseMessage(
      Buffer.from(
        'From: ana@family.example\r\nSubject: =?UTF-8?B?' +
          Buffer.from('a\u0000b').toString('base64') +
          '?=\r\nContent-Type: text/plain; charset=utf-16le\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
          Buffer.from([0x41, 0x00, 0x00, 0x00, 0x00, 0xd8, 0x42, 0x00]).toString('base64') +
          '\r\n',
      ),
      readAt,
    );
    expect(message.subject).toBe('ab');
    expect(message.text).toBe('A\ufffdB');
  });

  it('reads a message too large to read whole from its headers, with a note', async () => {
    const message = await parseHeadersOnly(
      Buffer.from('From: ana@family.example\r\nSubject: Video\r\nMessage-ID: <v@x>\r\n'),
      80 * 1024 * 1024,
      readAt,
    );
    expect(message).toMatchObject({ messageId: '<v@x>', subject: 'Video', files: [] });
    expect(message.text).toBe(
      '[This message (80.0 MB) is too large to be read here; open it in the mailbox.]',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { clientMessageMail } from './client-message-mail';
import { messageIdHostOf } from './message-id-host';

const message = {
  clientId: '5f0e9d8c-7b6a-4954-8372-615049382716',
  to: 'milica@example.com',
  subject: 'Re: Visit',
  text: 'Line one <b>not bold</b>\nLine two & more',
  messageId: '<own@memorialcare.example>',
  inReplyTo: '<answered@mail.example>',
  threadId: '<first@mail.example>',
};

describe('the mail of a message written to a client', () => {
  it('is the text as written, its HTML escaped, threaded by its headers', () => {
    const mail = clientMessageMail(message);
    expect(mail).toMatchObject({
      to: 'milica@example.com',
      subject: 'Re: Visit',
      text: message.text,
      messageId: '<own@memorialcare.example>',
      inReplyTo: '<answered@mail.example>',
      references: '<first@mail.example> <answered@mail.example>',
    });
    expect(mail.html).toContain('Line one &lt;b&gt;not bold&lt;/b&gt;\nLine two &amp; more');
    expect(mail.html).not.toContain('<b>');
  });

  it('has no In-Reply-To or References when it starts a thread', () => {
    const mail = clientMessageMail({
      ...message,
      inReplyTo: null,
      threadId: message.messageId,
    });
    expect(mail.inReplyTo).toBeUndefined();
    expect(mail.references).toBeUndefined();
  });
});

describe('the Message-ID host', () => {
  it('is the domain of the From address', () => {
    expect(messageIdHostOf('Memorial Care <no-reply@MemorialCare.example>')).toBe(
      'memorialcare.example',
    );
    expect(messageIdHostOf('office@care.example')).toBe('care.example');
    expect(messageIdHostOf('nobody')).toBe('localhost');
  });
});

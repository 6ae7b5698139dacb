import { describe, expect, it } from 'vitest';
import { clientMessageInputSchema, replySubjectOf } from './communications';

describe('a message written to a client', () => {
  it('starts a reply’s subject with "Re:" once, on one line', () => {
    expect(replySubjectOf('Visit\r\n on Sunday')).toBe('Re: Visit on Sunday');
    expect(replySubjectOf('RE: Visit')).toBe('RE: Visit');
    expect(replySubjectOf(null)).toBe('Re:');
  });

  it('takes a blank subject or reference as none, and refuses a blank text', () => {
    expect(clientMessageInputSchema.parse({ subject: '  ', text: ' Hi ', inReplyTo: '' })).toEqual({
      subject: null,
      text: 'Hi',
      inReplyTo: null,
    });
    expect(clientMessageInputSchema.safeParse({ subject: 'S', text: ' \n ' }).success).toBe(false);
    expect(clientMessageInputSchema.safeParse({ subject: 'S\nT', text: 'x' }).success).toBe(false);
    expect(clientMessageInputSchema.safeParse({ subject: 'S', text: 'a\nb\tc' }).success).toBe(
      true,
    );
  });
});

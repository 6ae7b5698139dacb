import { describe, expect, it } from 'vitest';
import {
  derivedMessageId,
  messageIdHash,
  messageIdOf,
  messageIdsIn,
  threadIdOf,
} from './message-ids';

describe('Message-IDs', () => {
  it('are read with their angle brackets, the first of a header', () => {
    expect(messageIdOf(' <a1@family.example> ')).toBe('<a1@family.example>');
    expect(messageIdOf('<a1@x> <a2@x>')).toBe('<a1@x>');
    expect(messageIdOf('bare-id@x')).toBe('<bare-id@x>');
    expect(messageIdOf('')).toBeNull();
    expect(messageIdOf(undefined)).toBeNull();
    expect(messageIdOf('no id at all')).toBeNull();
  });

  it('are listed from References, in order, each bounded', () => {
    expect(messageIdsIn('<r1@x>\r\n <r2@x>')).toEqual(['<r1@x>', '<r2@x>']);
    expect(messageIdsIn(['<r1@x>', '<r2@x>'])).toEqual(['<r1@x>', '<r2@x>']);
    expect(messageIdsIn(`<${'a'.repeat(1000)}@x> <ok@x>`)).toEqual(['<ok@x>']);
  });

  it('are derived from the source for a message without one, the same every time', () => {
    const source = Buffer.from('Subject: no id\r\n\r\nbody\r\n');
    expect(derivedMessageId(source)).toBe(derivedMessageId(Buffer.from(source)));
    expect(derivedMessageId(source)).toMatch(/^<[0-9a-f]{40}@mailbox-sync\.invalid>$/);
    expect(derivedMessageId(Buffer.from('Subject: other\r\n\r\nbody\r\n'))).not.toBe(
      derivedMessageId(source),
    );
  });

  it('make the thread: the first reference, else the answered message, else its own', () => {
    const own = '<own@x>';
    expect(threadIdOf({ messageId: own, inReplyTo: '<p@x>', references: ['<r@x>', '<p@x>'] })).toBe(
      '<r@x>',
    );
    expect(threadIdOf({ messageId: own, inReplyTo: '<p@x>', references: [] })).toBe('<p@x>');
    expect(threadIdOf({ messageId: own, inReplyTo: null, references: [] })).toBe(own);
  });

  it('key their stream by 32 hex digits of their SHA-256', () => {
    expect(messageIdHash('<a@x>')).toMatch(/^[0-9a-f]{32}$/);
    expect(messageIdHash('<a@x>')).not.toBe(messageIdHash('<A@x>'));
  });
});

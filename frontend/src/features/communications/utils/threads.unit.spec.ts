import { describe, expect, it } from 'vitest';
import { communication } from './testing-communications';
import { threadsOf } from './threads';

describe('threads of a conversation', () => {
  it('groups by thread in time order, the thread that moved last first', () => {
    const question = communication({
      id: 'q',
      direction: 'inbound',
      subject: 'Question',
      threadId: '<t1>',
      sentAt: '2025-06-01T09:00:00.000Z',
      createdAt: '2025-06-01T09:05:00.000Z',
    });
    const answer = communication({
      id: 'a',
      subject: 'Re: Question',
      threadId: '<t1>',
      createdAt: '2025-06-03T10:00:00.000Z',
    });
    const invite = communication({ id: 'i', subject: 'Invitation', source: 'invite' });
    const threads = threadsOf([answer, invite, question]);
    expect(threads.map((t) => t.key)).toEqual(['<t1>', 'i']);
    expect(threads[0]).toMatchObject({
      subject: 'Question',
      lastAt: '2025-06-03T10:00:00.000Z',
    });
    expect(threads[0]?.messages.map((m) => m.id)).toEqual(['q', 'a']);
    expect(threads[1]?.messages.map((m) => m.id)).toEqual(['i']);
  });

  it('is empty for no messages', () => {
    expect(threadsOf([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { mailKindGroupOf } from './mail-kinds';

describe('mailKindGroupOf', () => {
  it.each([
    ['invite', 'invite'],
    ['notification-visit_completed', 'notification'],
    ['notification-visit_accepted', 'notification'],
    ['notification-invoice_issued', 'invoice'],
    ['care-reminder', 'reminder'],
    ['memorial-days', 'reminder'],
    ['client-message', 'message'],
  ])('names the kind the services queue: %s is %s', (kind, group) => {
    expect(mailKindGroupOf(kind)).toBe(group);
  });

  it('places a kind added later by its words', () => {
    expect(mailKindGroupOf('invoice-overdue')).toBe('invoice');
    expect(mailKindGroupOf('notification-invoice_overdue')).toBe('invoice');
    expect(mailKindGroupOf('payment-reminder')).toBe('reminder');
    expect(mailKindGroupOf('notification-something_new')).toBe('notification');
    expect(mailKindGroupOf('Reply-Message')).toBe('message');
  });

  it('calls anything else other', () => {
    expect(mailKindGroupOf('test')).toBe('other');
    expect(mailKindGroupOf('')).toBe('other');
  });
});

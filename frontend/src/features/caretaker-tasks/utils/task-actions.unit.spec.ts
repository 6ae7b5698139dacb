import { describe, expect, it } from 'vitest';
import { cardActionsOf, offerKindOf } from './task-actions';

const me = 'c-me';
const other = 'c-other';

describe('cardActionsOf', () => {
  it('offers Accept and Decline on a pending task offered to this caretaker', () => {
    expect(cardActionsOf({ status: 'pending', caretakerId: me }, me)).toEqual([
      'accept',
      'decline',
    ]);
  });

  it('offers only Accept on an open offer: there is nobody to decline it', () => {
    expect(cardActionsOf({ status: 'pending', caretakerId: null }, me)).toEqual(['accept']);
  });

  it('offers nothing on a pending task offered to someone else', () => {
    expect(cardActionsOf({ status: 'pending', caretakerId: other }, me)).toEqual([]);
  });

  it('offers Start on this caretaker’s scheduled task only', () => {
    expect(cardActionsOf({ status: 'scheduled', caretakerId: me }, me)).toEqual(['start']);
    expect(cardActionsOf({ status: 'scheduled', caretakerId: other }, me)).toEqual([]);
    expect(cardActionsOf({ status: 'scheduled', caretakerId: null }, null)).toEqual([]);
  });

  it.each(['in_progress', 'completed', 'cancelled'] as const)(
    'offers no button on a %s task (its badge says where it stands)',
    (status) => {
      expect(cardActionsOf({ status, caretakerId: me }, me)).toEqual([]);
    },
  );

  it('offers open offers even to an account without a caretaker profile', () => {
    expect(cardActionsOf({ status: 'pending', caretakerId: null }, null)).toEqual(['accept']);
    expect(cardActionsOf({ status: 'pending', caretakerId: other }, null)).toEqual([]);
  });
});

describe('offerKindOf', () => {
  it('tells an open offer from one made to this caretaker', () => {
    expect(offerKindOf({ status: 'pending', caretakerId: null }, me)).toBe('open');
    expect(offerKindOf({ status: 'pending', caretakerId: me }, me)).toBe('offeredToYou');
    expect(offerKindOf({ status: 'pending', caretakerId: other }, me)).toBeNull();
  });

  it('is null for tasks that are not pending', () => {
    expect(offerKindOf({ status: 'scheduled', caretakerId: me }, me)).toBeNull();
    expect(offerKindOf({ status: 'in_progress', caretakerId: me }, me)).toBeNull();
  });
});

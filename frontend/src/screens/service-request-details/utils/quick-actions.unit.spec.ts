import { requestStatuses } from '@memorial-care/contracts/domain';
import { describe, expect, it } from 'vitest';
import { quickActionsOf } from './quick-actions';

describe('quickActionsOf', () => {
  it.each(['admin', 'caretaker'] as const)(
    "gives %s 'Start Work' when scheduled and 'Mark Complete' in progress",
    (viewer) => {
      expect(quickActionsOf(viewer, 'scheduled')).toEqual(['start']);
      expect(quickActionsOf(viewer, 'in_progress')).toEqual(['complete']);
      expect(quickActionsOf(viewer, 'pending')).toEqual([]);
      expect(quickActionsOf(viewer, 'completed')).toEqual([]);
      expect(quickActionsOf(viewer, 'cancelled')).toEqual([]);
    },
  );

  it('gives a client none', () => {
    for (const status of requestStatuses) expect(quickActionsOf('client', status)).toEqual([]);
  });
});

import type { ServiceRequest } from '@memorial-care/contracts/http';

/** The buttons a task card offers, in the order shown. */
export type CardAction = 'accept' | 'decline' | 'start';

type ActionableTask = Pick<ServiceRequest, 'status' | 'caretakerId'>;

/**
 * What a caretaker can do with a task on their list (spec part 2, §4):
 * - pending: Accept Task; Decline too when it was offered to them by name. An open offer
 *   (nobody assigned) has nobody to decline it — the server refuses that — so it offers
 *   Accept only;
 * - scheduled and theirs: Start Task;
 * - in progress, completed, cancelled: no buttons (the status badge says where it stands).
 */
export function cardActionsOf(task: ActionableTask, caretakerId: string | null): CardAction[] {
  switch (task.status) {
    case 'pending':
      if (task.caretakerId === null) return ['accept'];
      return task.caretakerId === caretakerId ? ['accept', 'decline'] : [];
    case 'scheduled':
      return caretakerId !== null && task.caretakerId === caretakerId ? ['start'] : [];
    default:
      return [];
  }
}

/** Who a pending task is waiting for: anyone (an open offer) or this caretaker by name. */
export type OfferKind = 'open' | 'offeredToYou' | null;

export function offerKindOf(task: ActionableTask, caretakerId: string | null): OfferKind {
  if (task.status !== 'pending') return null;
  if (task.caretakerId === null) return 'open';
  return task.caretakerId === caretakerId ? 'offeredToYou' : null;
}

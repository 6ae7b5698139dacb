import type { RequestStatus } from './constants';

/** The request as the caretaker's status dropdown sees it. */
export interface CaretakerMoveTask {
  readonly status: RequestStatus;
  /** The caretaker assigned (or offered the task by name); null: an open offer. */
  readonly caretakerId: string | null;
}

/**
 * The statuses a caretaker may move a request to, as the server decides them: accept (pending
 * → scheduled) an open offer or one made to them; decline (scheduled → pending) and start
 * (scheduled → in progress) their own task; complete (in progress → completed) their own task.
 * Cancelling, reopening and every other move are the admin's.
 */
export function caretakerStatusMoves(
  task: CaretakerMoveTask,
  ownCaretakerId: string | null,
): RequestStatus[] {
  if (ownCaretakerId === null) return [];
  const mine = task.caretakerId === ownCaretakerId;
  switch (task.status) {
    case 'pending':
      return task.caretakerId === null || mine ? ['scheduled'] : [];
    case 'scheduled':
      return mine ? ['pending', 'in_progress'] : [];
    case 'in_progress':
      return mine ? ['completed'] : [];
    default:
      return [];
  }
}

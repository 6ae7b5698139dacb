import type { EventStore } from '@memorial-care/contracts/event-store';
import { userStreamId } from '@memorial-care/contracts/events';
import type { AppDeps } from '../http/deps';
import { aggregateStream } from '../shared/aggregate-stream';
import { ConflictError } from '../shared/errors';
import { findCredentialsByEmail } from './credentials';
import { userDecider } from './user-decider';

// Which account a caretaker's email may belong to: asked when a caretaker is added or their
// email changes (caretakers) and when their invite is issued (invites).

export const emailBelongsToAnotherAccount = () =>
  new ConflictError(
    'This email belongs to another account. Use another email for the caretaker.',
    'EMAIL_BELONGS_TO_ANOTHER_ACCOUNT',
    { errors: [{ path: 'body.email', message: 'This email belongs to another account' }] },
  );

/** The user account as its own stream has it: the read model may not have caught up yet. */
export const readUser = async (eventStore: EventStore, userId: string) =>
  (await aggregateStream(eventStore, userStreamId(userId), userDecider)).state;

/**
 * Whether an invite for a caretaker with this email could be issued: no account has the email,
 * or it is a caretaker account not linked to another caretaker. Checked before a caretaker is
 * added, so a refused email leaves no caretaker without an account behind.
 */
export const assertEmailUsableForCaretaker = async (
  deps: AppDeps,
  email: string,
  caretakerId: string | null = null,
) => {
  const userId = (await findCredentialsByEmail(deps.pool, email))?.userId;
  if (!userId) return;
  const user = await readUser(deps.eventStore, userId);
  if (!user.exists) return;
  const linkable =
    user.role === 'caretaker' && (user.caretakerId === null || user.caretakerId === caretakerId);
  if (!linkable) throw emailBelongsToAnotherAccount();
};

import { comparePositions, type Position } from '@memorial-care/contracts/event-store';
import { userStreamId, type UserAccessEndReason } from '@memorial-care/contracts/events';
import { findUserIdsLinkedTo } from '@memorial-care/projections/users';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { deleteSessionsOfUsers } from './session-store';
import { userDecider, type UserCommand } from './user-decider';
import type { UserAccountDeps } from './user-accounts';

// Deleting a client or caretaker, or making a caretaker inactive, ends the sign-in of the accounts
// tied to them: an event on each account's stream (the users read model then hides the account
// from sign-in and from the session middleware), and their session rows are deleted at once.

export type AccountLink = { readonly clientId: string } | { readonly caretakerId: string };

const latest = (positions: readonly (Position | null)[]): Position | null =>
  positions.reduce<Position | null>(
    (last, p) => (p && (!last || comparePositions(p, last) > 0) ? p : last),
    null,
  );

const runForLinkedAccounts = async (
  deps: UserAccountDeps,
  link: AccountLink,
  commandFor: (userId: string) => UserCommand,
  context: CommandContext,
) => {
  const userIds = await findUserIdsLinkedTo(deps.pool, link);
  const positions: (Position | null)[] = [];
  for (const userId of userIds) {
    const result = await handleCommand(
      deps.eventStore,
      userStreamId(userId),
      userDecider,
      commandFor(userId),
      context,
    );
    positions.push(result.position);
  }
  return { userIds, position: latest(positions) };
};

/** Disables every account tied to the record and signs them out everywhere. */
export const endAccessOfLinkedAccounts = async (
  deps: UserAccountDeps,
  link: AccountLink,
  reason: UserAccessEndReason,
  context: CommandContext,
): Promise<{ position: Position | null }> => {
  const { userIds, position } = await runForLinkedAccounts(
    deps,
    link,
    (userId) => ({ type: 'DisableUser', userId, reason }),
    context,
  );
  await deleteSessionsOfUsers(deps.pool, userIds);
  return { position };
};

/** A caretaker made active again: their accounts may sign in again (a deleted one's never). */
export const restoreAccessOfLinkedAccounts = async (
  deps: UserAccountDeps,
  link: AccountLink,
  context: CommandContext,
): Promise<{ position: Position | null }> => {
  const { position } = await runForLinkedAccounts(
    deps,
    link,
    (userId) => ({ type: 'EnableUserAfterReactivation', userId }),
    context,
  );
  return { position };
};

/** The later of two positions (either may be null). */
export const laterPosition = (a: Position | null, b: Position | null) => latest([a, b]);

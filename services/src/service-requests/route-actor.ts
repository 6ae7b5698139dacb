import type { SessionUser } from '../http/route';
import { ForbiddenError } from '../shared/errors';
import type { Actor } from './actor';

/** The session's user as the decider sees them; without a role, the least a user may do. */
export const actorOf = (user: SessionUser | null): Actor => ({
  role: user?.role ?? 'client',
  caretakerId: user?.caretakerId ?? null,
  clientId: user?.clientId ?? null,
});

/** A caretaker account not linked to a caretaker record has no tasks to act on. */
export const requireLinkedCaretaker = ({ user }: { user: SessionUser | null }) => {
  if (user?.role === 'caretaker' && !user.caretakerId)
    throw new ForbiddenError('This account is not linked to a caretaker');
};

import type { SessionUser } from '../http/route';
import { NotFoundError, UnauthorizedError } from '../shared/errors';

// Ownership checks for a route's `authorize` hook. A record that is not yours answers 404, the
// same as a record that does not exist: a 403 would confirm to a guesser that the id is real.
// Admins pass every check.

const signedIn = (user: SessionUser | null): SessionUser => {
  if (!user) throw new UnauthorizedError();
  return user;
};

/** Admin, or the client whose record this is. */
export const requireClientOwnership = (
  user: SessionUser | null,
  clientId: string | null | undefined,
  notFoundMessage = 'Not found',
) => {
  const who = signedIn(user);
  if (who.role === 'admin') return;
  if (who.role === 'client' && who.clientId !== null && who.clientId === clientId) return;
  throw new NotFoundError(notFoundMessage);
};

/** Admin, or the caretaker this record is. */
export const requireCaretakerSelf = (
  user: SessionUser | null,
  caretakerId: string | null | undefined,
  notFoundMessage = 'Not found',
) => {
  const who = signedIn(user);
  if (who.role === 'admin') return;
  if (who.role === 'caretaker' && who.caretakerId !== null && who.caretakerId === caretakerId)
    return;
  throw new NotFoundError(notFoundMessage);
};

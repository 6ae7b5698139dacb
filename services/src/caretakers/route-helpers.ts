import { z } from 'zod';
import { idPathParam } from '@memorial-care/contracts/domain';
import type { Position } from '@memorial-care/contracts/event-store';
import type { Caretaker } from '@memorial-care/contracts/http';
import { findCaretakerByEmail, getCaretaker } from '@memorial-care/projections/caretakers';
import type { AppDeps } from '../http/deps';
import { ConflictError, NotFoundError } from '../shared/errors';

// What the caretaker routes and the invitation workflow's caretaker account routes share.

/** Any string: a malformed id is simply not found (404), not a bad request. */
export const idParams = z.object({ id: idPathParam });
export const isUuid = (value: string) => z.guid().safeParse(value).success;
export const notFound = () => new NotFoundError('Caretaker not found');

/** Email is unique among caretakers (it is also the caretaker's sign-in name). */
export const assertEmailFree = async (deps: AppDeps, email: string, exceptId?: string) => {
  const other = await findCaretakerByEmail(deps.pool, {
    email,
    ...(exceptId ? { exceptId } : {}),
  });
  if (other)
    throw new ConflictError('A caretaker with this email already exists', 'CARETAKER_EMAIL_TAKEN', {
      errors: [{ path: 'body.email', message: 'A caretaker with this email already exists' }],
    });
};

/** The caretaker as the read model has it once it has caught up with our own change. */
export const readBack = async (
  deps: AppDeps,
  id: string,
  position: Position | null,
): Promise<Caretaker> => {
  if (position) await deps.waitForProjections(position);
  const caretaker = await getCaretaker(deps.pool, id);
  if (!caretaker) throw notFound();
  return caretaker;
};

/** The later of two positions (the second, when there is one). */
export const later = (a: Position | null, b: Position | null) => b ?? a;

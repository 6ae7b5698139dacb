import { ForbiddenError } from '../shared/errors';

/**
 * Who runs a command, as the decider needs to know it: the role and the caretaker or client
 * record the user stands for. The route builds it from the session; `system` is the seed,
 * imports and reactors, which may do anything an admin may.
 */
export interface Actor {
  readonly role: 'admin' | 'caretaker' | 'client' | 'system';
  readonly caretakerId: string | null;
  readonly clientId: string | null;
}

export const systemActor: Actor = { role: 'system', caretakerId: null, clientId: null };

export const isAdministrative = (actor: Actor) => actor.role === 'admin' || actor.role === 'system';

/**
 * Only admins (and system processes) edit, reschedule, cancel and delete requests; a family may
 * only cancel its own request while it is pending (the decider's cancelByClient).
 */
export const requireAdministrative = (actor: Actor) => {
  if (!isAdministrative(actor))
    throw new ForbiddenError('Only an administrator can change this service request');
};

/** Admins, or the caretaker the task is assigned to; clients never change a status. */
export const requireAssignedOrAdministrative = (actor: Actor, caretakerId: string | null) => {
  if (isAdministrative(actor)) return;
  if (actor.role === 'caretaker' && actor.caretakerId !== null && actor.caretakerId === caretakerId)
    return;
  throw new ForbiddenError(
    actor.role === 'caretaker'
      ? 'This task is not assigned to you'
      : 'You are not allowed to change this service request',
  );
};

/** What decides who may see a request: its status and whose it is. */
export interface RequestOwners {
  readonly status: string;
  readonly clientId: string | null;
  readonly caretakerId: string | null;
}

/**
 * Who may read a request (and so its photos): an admin any; a client their own; a caretaker one
 * assigned to them or an open offer (pending, nobody assigned) they could accept.
 */
export const mayReadRequest = (actor: Actor, request: RequestOwners): boolean => {
  if (isAdministrative(actor)) return true;
  if (actor.role === 'client')
    return actor.clientId !== null && actor.clientId === request.clientId;
  if (actor.role === 'caretaker')
    return (
      actor.caretakerId !== null &&
      (request.caretakerId === actor.caretakerId ||
        (request.caretakerId === null && request.status === 'pending'))
    );
  return false;
};

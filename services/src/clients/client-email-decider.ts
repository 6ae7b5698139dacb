import { clientEmailEventTypes, type ClientEmailEvent } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ConflictError } from '../shared/errors';

/**
 * The claim on one (lowercased) email address, on the stream `client-email-<email>`. Claiming
 * appends with the revision that was read, so of two registrations racing for one address only
 * one wins; a deleted client or a changed address releases the claim.
 */
export type ClientEmailCommand =
  | {
      readonly type: 'ClaimClientEmail';
      readonly data: { readonly email: string; readonly clientId: string };
    }
  | {
      readonly type: 'ReleaseClientEmail';
      readonly data: { readonly email: string; readonly clientId: string };
    };

export interface ClientEmailState {
  readonly ownerClientId: string | null;
}

export const clientEmailTakenMessage = 'A client with this email already exists';
export const clientEmailTaken = () =>
  new ConflictError(clientEmailTakenMessage, 'CLIENT_EMAIL_TAKEN');

export const clientEmailDecider: Decider<ClientEmailState, ClientEmailCommand, ClientEmailEvent> = {
  eventTypes: clientEmailEventTypes,
  initialState: () => ({ ownerClientId: null }),

  evolve: (_state, event) => {
    switch (event.type) {
      case 'ClientEmailReserved':
        return { ownerClientId: event.data.clientId };
      case 'ClientEmailReleased':
        return { ownerClientId: null };
    }
  },

  decide: (command, state) => {
    const { email, clientId } = command.data;
    switch (command.type) {
      case 'ClaimClientEmail':
        // Claiming one's own address again (a retry, an unchanged email) changes nothing.
        if (state.ownerClientId === clientId) return [];
        if (state.ownerClientId !== null) throw clientEmailTaken();
        return [{ type: 'ClientEmailReserved', data: { email, clientId } }];
      case 'ReleaseClientEmail':
        if (state.ownerClientId !== clientId) return [];
        return [{ type: 'ClientEmailReleased', data: { email, clientId } }];
    }
  },
};

import type { Role } from '@memorial-care/contracts';
import {
  userEventTypes,
  type UserAccessEndReason,
  type UserEvent,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { DomainRuleError, NotFoundError } from '../shared/errors';

export interface UserState {
  readonly exists: boolean;
  readonly userId: string | null;
  readonly email: string | null;
  readonly role: Role | null;
  readonly clientId: string | null;
  readonly caretakerId: string | null;
  readonly emailVerified: boolean;
  /** Why the account may not sign in; null while it may. */
  readonly disabledBecause: UserAccessEndReason | null;
}

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly userId: string;
      readonly email: string;
      readonly firstName: string | null;
      readonly lastName: string | null;
      readonly role: Role;
      readonly clientId: string | null;
      readonly caretakerId: string | null;
    }
  | { readonly type: 'ChangePassword'; readonly userId: string }
  | { readonly type: 'VerifyEmail'; readonly userId: string }
  | { readonly type: 'ChangeRole'; readonly userId: string; readonly role: Role }
  | {
      readonly type: 'LinkUser';
      readonly userId: string;
      readonly clientId: string | null;
      readonly caretakerId: string | null;
    }
  | { readonly type: 'DisableUser'; readonly userId: string; readonly reason: UserAccessEndReason }
  /** Undoes only a deactivation: an account whose client or caretaker was deleted stays disabled. */
  | { readonly type: 'EnableUserAfterReactivation'; readonly userId: string };

const initialState = (): UserState => ({
  exists: false,
  userId: null,
  email: null,
  role: null,
  clientId: null,
  caretakerId: null,
  emailVerified: false,
  disabledBecause: null,
});

const evolve = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered':
      return {
        exists: true,
        userId: event.data.userId,
        email: event.data.email,
        role: event.data.role,
        clientId: event.data.clientId,
        caretakerId: event.data.caretakerId,
        emailVerified: false,
        disabledBecause: null,
      };
    case 'UserEmailVerified':
      return { ...state, emailVerified: true };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserLinked':
      return { ...state, clientId: event.data.clientId, caretakerId: event.data.caretakerId };
    case 'UserAccountDisabled':
      return { ...state, disabledBecause: event.data.reason };
    case 'UserAccountEnabled':
      return { ...state, disabledBecause: null };
    case 'UserPasswordChanged':
      return state;
  }
};

const requireExisting = (state: UserState) => {
  if (!state.exists) throw new NotFoundError('User not found');
};

const decide = (command: UserCommand, state: UserState): readonly UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.exists) throw new DomainRuleError('USER_EXISTS', 'This account already exists');
      const { type: _type, ...data } = command;
      return [{ type: 'UserRegistered', data: { ...data, email: data.email.toLowerCase() } }];
    }
    case 'ChangePassword':
      requireExisting(state);
      return [{ type: 'UserPasswordChanged', data: { userId: command.userId } }];
    case 'VerifyEmail':
      requireExisting(state);
      return state.emailVerified
        ? []
        : [{ type: 'UserEmailVerified', data: { userId: command.userId } }];
    case 'ChangeRole':
      requireExisting(state);
      return state.role === command.role
        ? []
        : [{ type: 'UserRoleChanged', data: { userId: command.userId, role: command.role } }];
    case 'LinkUser':
      requireExisting(state);
      return state.clientId === command.clientId && state.caretakerId === command.caretakerId
        ? []
        : [
            {
              type: 'UserLinked',
              data: {
                userId: command.userId,
                clientId: command.clientId,
                caretakerId: command.caretakerId,
              },
            },
          ];
    case 'DisableUser':
      requireExisting(state);
      return state.disabledBecause === command.reason
        ? []
        : [
            {
              type: 'UserAccountDisabled',
              data: { userId: command.userId, reason: command.reason },
            },
          ];
    case 'EnableUserAfterReactivation':
      requireExisting(state);
      return state.disabledBecause === 'caretaker-inactive'
        ? [{ type: 'UserAccountEnabled', data: { userId: command.userId } }]
        : [];
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  eventTypes: userEventTypes,
  initialState,
  evolve,
  decide,
};

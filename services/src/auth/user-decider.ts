import type { Role } from '@memorial-care/contracts';
import type { UserEvent } from '@memorial-care/contracts/events';
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
    };

const initialState = (): UserState => ({
  exists: false,
  userId: null,
  email: null,
  role: null,
  clientId: null,
  caretakerId: null,
  emailVerified: false,
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
      };
    case 'UserEmailVerified':
      return { ...state, emailVerified: true };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserLinked':
      return { ...state, clientId: event.data.clientId, caretakerId: event.data.caretakerId };
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
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState,
  evolve,
  decide,
};

import { describe, it } from 'vitest';
import type { UserEvent } from '@memorial-care/contracts/events';
import { DomainRuleError, NotFoundError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { userDecider, type UserCommand } from './user-decider';

const given = DeciderSpecification.for(userDecider);

const userId = '0b7f4a62-4c1e-4d53-9a55-2f1f6f0d8a11';
const clientId = '5e2b1c3d-8f9a-4b6c-8d7e-1a2b3c4d5e6f';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'milica@example.com',
    firstName: 'Milica',
    lastName: 'Jovanović',
    role: 'client',
    clientId: null,
    caretakerId: null,
  },
};

describe('user decider', () => {
  it('registers a new user with a lowercased email', () => {
    given([])
      .when({
        type: 'RegisterUser',
        userId,
        email: 'Milica@Example.com',
        firstName: 'Milica',
        lastName: 'Jovanović',
        role: 'client',
        clientId: null,
        caretakerId: null,
      })
      .then([registered]);
  });

  it('refuses to register the same user twice', () => {
    given([registered])
      .when({ ...registered.data, type: 'RegisterUser' } as UserCommand)
      .thenThrows(DomainRuleError, { message: 'This account already exists' });
  });

  it('records a password change without any secret', () => {
    given([registered])
      .when({ type: 'ChangePassword', userId })
      .then([{ type: 'UserPasswordChanged', data: { userId } }]);
  });

  it('verifies the email once', () => {
    given([registered])
      .when({ type: 'VerifyEmail', userId })
      .then([{ type: 'UserEmailVerified', data: { userId } }]);
    given([registered, { type: 'UserEmailVerified', data: { userId } }])
      .when({ type: 'VerifyEmail', userId })
      .then([]);
  });

  it('changes the role only when it differs', () => {
    given([registered])
      .when({ type: 'ChangeRole', userId, role: 'admin' })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'admin' } }]);
    given([registered, { type: 'UserRoleChanged', data: { userId, role: 'admin' } }])
      .when({ type: 'ChangeRole', userId, role: 'admin' })
      .then([]);
  });

  it('links the account to a client only when the link changes', () => {
    given([registered])
      .when({ type: 'LinkUser', userId, clientId, caretakerId: null })
      .then([{ type: 'UserLinked', data: { userId, clientId, caretakerId: null } }]);
    given([registered, { type: 'UserLinked', data: { userId, clientId, caretakerId: null } }])
      .when({ type: 'LinkUser', userId, clientId, caretakerId: null })
      .then([]);
  });

  it('rejects commands for an account that does not exist', () => {
    for (const command of [
      { type: 'ChangePassword', userId },
      { type: 'VerifyEmail', userId },
      { type: 'ChangeRole', userId, role: 'admin' },
      { type: 'LinkUser', userId, clientId, caretakerId: null },
      { type: 'DisableUser', userId, reason: 'client-deleted' },
      { type: 'EnableUserAfterReactivation', userId },
    ] as const)
      given([]).when(command).thenThrows(NotFoundError, { message: 'User not found' });
  });

  describe('ending and restoring access', () => {
    const disabledFor = (reason: 'client-deleted' | 'caretaker-deleted' | 'caretaker-inactive') =>
      ({ type: 'UserAccountDisabled', data: { userId, reason } }) as const;

    it('disables the account with the reason, once per reason', () => {
      given([registered])
        .when({ type: 'DisableUser', userId, reason: 'client-deleted' })
        .then([disabledFor('client-deleted')]);
      given([registered, disabledFor('client-deleted')])
        .when({ type: 'DisableUser', userId, reason: 'client-deleted' })
        .then([]);
      // A deactivated caretaker who is then deleted: the stronger reason is recorded too.
      given([registered, disabledFor('caretaker-inactive')])
        .when({ type: 'DisableUser', userId, reason: 'caretaker-deleted' })
        .then([disabledFor('caretaker-deleted')]);
    });

    it('enables again an account disabled by a deactivation', () => {
      given([registered, disabledFor('caretaker-inactive')])
        .when({ type: 'EnableUserAfterReactivation', userId })
        .then([{ type: 'UserAccountEnabled', data: { userId } }]);
    });

    it('keeps a deleted person’s account disabled, and changes nothing for an enabled one', () => {
      given([registered, disabledFor('client-deleted')])
        .when({ type: 'EnableUserAfterReactivation', userId })
        .then([]);
      given([registered, disabledFor('caretaker-deleted')])
        .when({ type: 'EnableUserAfterReactivation', userId })
        .then([]);
      given([registered]).when({ type: 'EnableUserAfterReactivation', userId }).then([]);
      given([
        registered,
        disabledFor('caretaker-inactive'),
        { type: 'UserAccountEnabled', data: { userId } },
      ])
        .when({ type: 'EnableUserAfterReactivation', userId })
        .then([]);
    });
  });
});

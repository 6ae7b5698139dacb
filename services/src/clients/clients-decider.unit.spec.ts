import { describe, it } from 'vitest';
import type { ClientEvent, ClientRegistered } from '@memorial-care/contracts/events';
import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { clientsDecider, type ClientCommand, type ClientRegistration } from './clients-decider';

const given = DeciderSpecification.for(clientsDecider);

const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';

const registered: ClientRegistered = {
  clientId,
  name: 'Milica Petrović',
  email: 'milica@example.com',
  phone: '+49 151 2345678',
  address: 'Hauptstraße 1, Berlin',
  country: 'Germany',
  notes: null,
  instagram: null,
  preferredLanguage: 'German',
  selectedPlan: 'standard',
  planStatus: 'active',
  source: 'self-registration',
};
const registeredEvent: ClientEvent = { type: 'ClientRegistered', data: registered };

const register = (overrides: Partial<ClientRegistration> = {}): ClientCommand => ({
  type: 'RegisterClient',
  data: {
    clientId,
    name: registered.name,
    email: registered.email,
    phone: registered.phone,
    address: registered.address,
    country: registered.country,
    preferredLanguage: 'German',
    selectedPlan: 'standard',
    planStatus: 'active',
    source: 'self-registration',
    ...overrides,
  },
});

describe('clients decider', () => {
  describe('RegisterClient', () => {
    it('registers a new client', () => given([]).when(register()).then([registeredEvent]));

    it('trims text, lowercases the email and turns empty optional values into null', () =>
      given([])
        .when(
          register({
            name: '  Milica Petrović ',
            email: ' Milica@Example.COM ',
            notes: '   ',
            instagram: '',
          }),
        )
        .then([registeredEvent]));

    it('applies the defaults: Serbia, Serbian, and an inactive plan when none is selected', () =>
      given([])
        .when({
          type: 'RegisterClient',
          data: { clientId, name: 'Jovan Ilić', email: 'jovan@example.rs', source: 'admin' },
        })
        .then([
          {
            type: 'ClientRegistered',
            data: {
              clientId,
              name: 'Jovan Ilić',
              email: 'jovan@example.rs',
              phone: null,
              address: null,
              country: 'Serbia',
              notes: null,
              instagram: null,
              preferredLanguage: 'Serbian',
              selectedPlan: null,
              planStatus: 'inactive',
              source: 'admin',
            },
          },
        ]));

    it('makes the plan active when a plan is selected and no status is given', () =>
      given([])
        .when(register({ selectedPlan: 'premium', planStatus: undefined }))
        .then([
          {
            type: 'ClientRegistered',
            data: { ...registered, selectedPlan: 'premium', planStatus: 'active' },
          },
        ]));

    it('requires a name and a valid email', () =>
      given([])
        .when(register({ name: ' ', email: 'not-an-email' }))
        .thenThrows(ValidationError, {
          errors: [
            { path: 'name', message: 'Name is required' },
            { path: 'email', message: 'Invalid email address' },
          ],
        }));

    it('refuses to register the same client twice', () =>
      given([registeredEvent])
        .when(register())
        .thenThrows(DomainRuleError, { code: 'CLIENT_ALREADY_EXISTS' }));

    it('never reuses the id of a deleted client', () =>
      given([registeredEvent, { type: 'ClientDeleted', data: { clientId } }])
        .when(register())
        .thenThrows(DomainRuleError, { code: 'CLIENT_ALREADY_EXISTS' }));
  });

  describe('UpdateClient', () => {
    it('records only the fields that change, normalized', () =>
      given([registeredEvent])
        .when({
          type: 'UpdateClient',
          data: {
            clientId,
            changes: {
              name: 'Milica Petrović',
              phone: ' +381 64 1234567 ',
              notes: '',
              email: 'MILICA@example.com',
              planStatus: 'overdue',
            },
          },
        })
        .then([
          {
            type: 'ClientUpdated',
            data: { clientId, changes: { phone: '+381 64 1234567', planStatus: 'overdue' } },
          },
        ]));

    it('records nothing when nothing changes', () =>
      given([registeredEvent])
        .when({ type: 'UpdateClient', data: { clientId, changes: { country: 'Germany' } } })
        .then([]));

    it('folds earlier updates before comparing', () =>
      given([
        registeredEvent,
        { type: 'ClientUpdated', data: { clientId, changes: { country: 'Austria' } } },
      ])
        .when({ type: 'UpdateClient', data: { clientId, changes: { country: 'Austria' } } })
        .then([]));

    it('records the payment dates the admin keeps, and nothing when they are unchanged', () =>
      given([
        registeredEvent,
        {
          type: 'ClientUpdated',
          data: { clientId, changes: { lastPaymentDate: '2025-03-01' } },
        },
      ])
        .when({
          type: 'UpdateClient',
          data: {
            clientId,
            changes: { lastPaymentDate: '2025-03-01', nextPaymentDue: '2025-04-01' },
          },
        })
        .then([
          { type: 'ClientUpdated', data: { clientId, changes: { nextPaymentDue: '2025-04-01' } } },
        ]));

    it('rejects a payment date that is not a calendar day', () =>
      given([registeredEvent])
        .when({
          type: 'UpdateClient',
          data: {
            clientId,
            changes: { lastPaymentDate: '2025-02-31', nextPaymentDue: '2025-13-01' },
          },
        })
        .thenThrows(ValidationError, {
          errors: [
            { path: 'lastPaymentDate', message: 'Invalid date' },
            { path: 'nextPaymentDue', message: 'Invalid date' },
          ],
        }));

    it('changes the plan, its status, instagram and language together', () =>
      given([registeredEvent])
        .when({
          type: 'UpdateClient',
          data: {
            clientId,
            changes: {
              selectedPlan: null,
              planStatus: 'inactive',
              instagram: ' @milica ',
              preferredLanguage: 'English',
            },
          },
        })
        .then([
          {
            type: 'ClientUpdated',
            data: {
              clientId,
              changes: {
                selectedPlan: null,
                planStatus: 'inactive',
                instagram: '@milica',
                preferredLanguage: 'English',
              },
            },
          },
        ]));

    it('rejects an empty name or an invalid email', () =>
      given([registeredEvent])
        .when({ type: 'UpdateClient', data: { clientId, changes: { email: 'milica(at)x' } } })
        .thenThrows(ValidationError, {
          errors: [{ path: 'email', message: 'Invalid email address' }],
        }));

    it('does not update an unknown client', () =>
      given([])
        .when({ type: 'UpdateClient', data: { clientId, changes: { name: 'X' } } })
        .thenThrows(NotFoundError, { message: 'Client not found' }));

    it('does not update a deleted client', () =>
      given([registeredEvent, { type: 'ClientDeleted', data: { clientId } }])
        .when({ type: 'UpdateClient', data: { clientId, changes: { name: 'X' } } })
        .thenThrows(NotFoundError));
  });

  describe('DeleteClient', () => {
    it('deletes a registered client', () =>
      given([registeredEvent])
        .when({ type: 'DeleteClient', data: { clientId, openRequests: 0 } })
        .then([{ type: 'ClientDeleted', data: { clientId } }]));

    it('does not delete twice', () =>
      given([registeredEvent, { type: 'ClientDeleted', data: { clientId } }])
        .when({ type: 'DeleteClient', data: { clientId, openRequests: 0 } })
        .thenThrows(NotFoundError));

    it('refuses while open service requests would be orphaned, saying how many', () =>
      given([registeredEvent])
        .when({ type: 'DeleteClient', data: { clientId, openRequests: 2 } })
        .thenThrows(ConflictError, {
          status: 409,
          code: 'CLIENT_HAS_OPEN_REQUESTS',
          message:
            'This client has 2 open service requests. Complete or cancel them before deleting the client.',
        }));

    it('names a single open request in the singular', () =>
      given([registeredEvent])
        .when({ type: 'DeleteClient', data: { clientId, openRequests: 1 } })
        .thenThrows(ConflictError, {
          message:
            'This client has 1 open service request. Complete or cancel them before deleting the client.',
        }));

    it('does not delete an unknown client', () =>
      given([])
        .when({ type: 'DeleteClient', data: { clientId, openRequests: 0 } })
        .thenThrows(NotFoundError));
  });

  describe('ApproveClient', () => {
    const approvedAt = '2026-03-02T10:00:00.000Z';
    const approve = (invitedBefore = false): ClientCommand => ({
      type: 'ApproveClient',
      data: { clientId, approvedAt, invitedBefore },
    });
    const approvedEvent: ClientEvent = { type: 'ClientApproved', data: { clientId, approvedAt } };

    it('approves a registered client', () =>
      given([registeredEvent]).when(approve()).then([approvedEvent]));

    it('approves once: approving again (a resend) records nothing', () =>
      given([registeredEvent, approvedEvent]).when(approve(true)).then([]));

    it('takes a client invited before approvals were recorded as approved already', () =>
      given([registeredEvent]).when(approve(true)).then([]));

    it('does not approve an unknown client', () =>
      given([]).when(approve()).thenThrows(NotFoundError));

    it('does not approve a deleted client', () =>
      given([registeredEvent, { type: 'ClientDeleted', data: { clientId } }])
        .when(approve())
        .thenThrows(NotFoundError));

    it('keeps the approval through later updates', () =>
      given([
        registeredEvent,
        approvedEvent,
        { type: 'ClientUpdated', data: { clientId, changes: { phone: null } } },
      ])
        .when(approve())
        .then([]));
  });
});

import { describe, it } from 'vitest';
import type { ClientEvent } from '@memorial-care/contracts/events';
import { clientRegisteredData } from '../testing/event-data';
import { ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { clientsDecider, type ClientCommand } from './clients-decider';

const given = DeciderSpecification.for(clientsDecider);
const clientId = '0a7c2e55-3b1d-4c8e-9f6a-2d4b6c8e0f12';

/** Stored before alternative addresses existed: the field is absent. */
const registered = clientRegisteredData({
  clientId,
  name: 'Dragana Marković',
  email: 'dragana@example.rs',
});
const registeredEvent: ClientEvent = { type: 'ClientRegistered', data: registered };

const register = (alternativeEmails?: readonly string[]): ClientCommand => ({
  type: 'RegisterClient',
  data: {
    clientId,
    name: registered.name,
    email: registered.email,
    source: 'admin',
    ...(alternativeEmails ? { alternativeEmails } : {}),
  },
});
const update = (changes: Record<string, unknown>): ClientCommand => ({
  type: 'UpdateClient',
  data: { clientId, changes },
});
const updated = (changes: Record<string, unknown>): ClientEvent => ({
  type: 'ClientUpdated',
  data: { clientId, changes },
});

describe('clients decider: alternative addresses', () => {
  it('registers them trimmed, lowercased and without repeats', () =>
    given([])
      .when(register([' Sin@Example.COM ', 'sin@example.com', 'posao@firma.de']))
      .then([
        {
          type: 'ClientRegistered',
          data: { ...registered, alternativeEmails: ['sin@example.com', 'posao@firma.de'] },
        },
      ]));

  it('leaves the field out of a registration without any, as before it existed', () =>
    given([]).when(register([])).then([registeredEvent]));

  it('refuses an invalid or too long address, naming its position', () =>
    given([])
      .when(register(['ok@example.com', 'not-an-email', `${'x'.repeat(250)}@a.rs`]))
      .thenThrows(ValidationError, {
        errors: [
          { path: 'alternativeEmails.1', message: 'Invalid email address' },
          { path: 'alternativeEmails.2', message: 'Invalid email address' },
        ],
      }));

  it('refuses more than ten distinct addresses', () =>
    given([])
      .when(register(Array.from({ length: 11 }, (_, i) => `family${i}@example.com`)))
      .thenThrows(ValidationError, {
        errors: [{ path: 'alternativeEmails', message: 'At most 10 alternative addresses' }],
      }));

  it("refuses the client's own email as an alternative, in any case", () =>
    given([])
      .when(register(['other@example.com', 'DRAGANA@example.rs']))
      .thenThrows(ValidationError, { errors: [{ path: 'alternativeEmails.1' }] }));

  it('updates a client registered before the field, recording the list normalized', () =>
    given([registeredEvent])
      .when(update({ alternativeEmails: ['Kci@Example.com'] }))
      .then([updated({ alternativeEmails: ['kci@example.com'] })]));

  it('records nothing when the list is the same, and nothing for [] when there were none', () => {
    given([registeredEvent, updated({ alternativeEmails: ['kci@example.com'] })])
      .when(update({ alternativeEmails: ['KCI@example.com'] }))
      .then([]);
    given([registeredEvent])
      .when(update({ alternativeEmails: [] }))
      .then([]);
  });

  it('clears the list', () =>
    given([registeredEvent, updated({ alternativeEmails: ['kci@example.com'] })])
      .when(update({ alternativeEmails: [] }))
      .then([updated({ alternativeEmails: [] })]));

  it('refuses a new main email that is one of the alternatives, unless it leaves them too', () => {
    const withAlternative = [registeredEvent, updated({ alternativeEmails: ['kci@example.com'] })];
    given(withAlternative)
      .when(update({ email: 'Kci@example.com' }))
      .thenThrows(ValidationError, { errors: [{ path: 'alternativeEmails.0' }] });
    given(withAlternative)
      .when(update({ email: 'kci@example.com', alternativeEmails: ['dragana@example.rs'] }))
      .then([updated({ email: 'kci@example.com', alternativeEmails: ['dragana@example.rs'] })]);
  });

  it('refuses an alternative equal to the current main email', () =>
    given([registeredEvent])
      .when(update({ alternativeEmails: ['dragana@example.rs'] }))
      .thenThrows(ValidationError, { errors: [{ path: 'alternativeEmails.0' }] }));
});

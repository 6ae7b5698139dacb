import { describe, expect, it } from 'vitest';
import type { ServiceRequested, ServiceRequestEvent } from '@memorial-care/contracts/events';
import { DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import {
  normalizeAmount,
  serviceRequestsDecider,
  type NewServiceRequest,
  type ServiceRequestCommand,
} from './service-requests-decider';

const given = DeciderSpecification.for(serviceRequestsDecider);

const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const graveId = '9d8c7b6a-5f4e-4d3c-8b2a-190817263544';
const cemeteryId = '7b0c1f8e-2d1a-4c3b-9e4f-5a6b7c8d9e0f';
const caretakerId = '3c2b1a09-f8e7-4d6c-b5a4-938271605f4e';

const requested: ServiceRequested = {
  requestId,
  clientId,
  graveId,
  cemeteryId,
  caretakerId: null,
  serviceType: 'grave_cleaning',
  priority: 'high',
  scheduledDate: '2025-09-01T08:00:00.000Z',
  amount: '45.00',
  paymentStatus: 'pending',
  specialInstructions: 'Please also water the flowers',
  planSelected: 'standard',
  guest: null,
  description: null,
};

const events = {
  requested: { type: 'ServiceRequested', data: requested },
  scheduled: {
    type: 'ServiceRequestScheduled',
    data: { requestId, caretakerId, scheduledDate: '2025-09-02T10:00:00.000Z' },
  },
  started: {
    type: 'ServiceRequestStarted',
    data: { requestId, startedAt: '2025-09-02T10:05:00.000Z' },
  },
  completed: {
    type: 'ServiceRequestCompleted',
    data: { requestId, completedDate: '2025-09-02T11:00:00.000Z' },
  },
  cancelled: { type: 'ServiceRequestCancelled', data: { requestId } },
} satisfies Record<string, ServiceRequestEvent>;

const pending = [events.requested];
const scheduled = [...pending, events.scheduled];
const inProgress = [...scheduled, events.started];
const completed = [...inProgress, events.completed];
const cancelled = [...pending, events.cancelled];

const request = (overrides: Partial<NewServiceRequest> = {}): ServiceRequestCommand => ({
  type: 'RequestService',
  data: { ...requested, ...overrides },
});
const schedule = (overrides: { caretakerId?: string; scheduledDate?: string } = {}) =>
  ({
    type: 'ScheduleServiceRequest',
    data: { requestId, caretakerId, scheduledDate: '2025-09-02T10:00:00.000Z', ...overrides },
  }) satisfies ServiceRequestCommand;
const start = {
  type: 'StartWork',
  data: { requestId, startedAt: '2025-09-02T10:05:00.000Z' },
} satisfies ServiceRequestCommand;
const complete = (completedDate = '2025-09-02T11:00:00.000Z') =>
  ({
    type: 'CompleteRequest',
    data: { requestId, completedDate },
  }) satisfies ServiceRequestCommand;
const cancel = {
  type: 'CancelServiceRequest',
  data: { requestId },
} satisfies ServiceRequestCommand;

describe('service requests decider', () => {
  describe('RequestService', () => {
    it("records a client's request", () => given([]).when(request()).then([events.requested]));

    it('applies the defaults: normal priority, 0.00, payment pending, nothing scheduled', () =>
      given([])
        .when({
          type: 'RequestService',
          data: { requestId, clientId, serviceType: 'memorial_candles' },
        })
        .then([
          {
            type: 'ServiceRequested',
            data: {
              requestId,
              clientId,
              graveId: null,
              cemeteryId: null,
              caretakerId: null,
              serviceType: 'memorial_candles',
              priority: 'normal',
              scheduledDate: null,
              amount: '0.00',
              paymentStatus: 'pending',
              specialInstructions: null,
              planSelected: null,
              guest: null,
              description: null,
            },
          },
        ]));

    it("records a guest's request with trimmed contact details", () =>
      given([])
        .when(
          request({
            clientId: null,
            graveId: null,
            cemeteryId: null,
            serviceType: 'candle_lighting',
            guest: { name: ' Nada Stojanović ', email: 'Nada@Example.com', phone: ' +1 416 555 ' },
            description: ' For Zadušnice ',
            specialInstructions: null,
            planSelected: null,
            scheduledDate: null,
            amount: null,
          }),
        )
        .then([
          {
            type: 'ServiceRequested',
            data: {
              ...requested,
              clientId: null,
              graveId: null,
              cemeteryId: null,
              serviceType: 'candle_lighting',
              guest: { name: 'Nada Stojanović', email: 'nada@example.com', phone: '+1 416 555' },
              description: 'For Zadušnice',
              specialInstructions: null,
              planSelected: null,
              scheduledDate: null,
              amount: '0.00',
            },
          },
        ]));

    it('stores the wished-for date in canonical UTC form', () =>
      given([])
        .when(request({ scheduledDate: '2025-09-01T10:00:00+02:00' }))
        .then([events.requested]));

    it("uses the guest form's messages for missing contact details", () =>
      given([])
        .when(request({ clientId: null, guest: { name: '', email: 'nada', phone: '' } }))
        .thenThrows(ValidationError, {
          errors: [
            { path: 'guest.name', message: 'Please enter your full name.' },
            { path: 'guest.email', message: 'Please enter a valid email address.' },
            { path: 'guest.phone', message: 'Please enter your phone number.' },
          ],
        }));

    it('needs a client or a guest', () =>
      given([])
        .when(request({ clientId: null, guest: null }))
        .thenThrows(ValidationError, {
          errors: [{ path: 'clientId', message: 'Client selection is required' }],
        }));

    it('is never both a client’s and a guest’s', () =>
      given([])
        .when(request({ guest: { name: 'Nada', email: 'nada@example.com', phone: '1' } }))
        .thenThrows(ValidationError, { errors: [{ path: 'guest' }] }));

    it('rejects a date that is not a timestamp', () =>
      given([])
        .when(request({ scheduledDate: 'next Tuesday' }))
        .thenThrows(ValidationError, { errors: [{ path: 'scheduledDate' }] }));

    it('refuses to record the same request twice', () =>
      given(pending)
        .when(request())
        .thenThrows(DomainRuleError, { code: 'SERVICE_REQUEST_ALREADY_EXISTS' }));
  });

  describe('amount', () => {
    it.each([
      ['25', '25.00'],
      ['25.5', '25.50'],
      ['0', '0.00'],
      ['007.10', '7.10'],
      ['10000', '10000.00'],
      [' 12.34 ', '12.34'],
      ['', '0.00'],
    ])('normalizes %j to %s', (input, value) =>
      expect(normalizeAmount(input)).toEqual({ ok: true, value }),
    );

    it.each([
      ['-0.01', 'Amount cannot be negative'],
      ['-5', 'Amount cannot be negative'],
      ['10000.01', 'Amount seems unusually high (max €10,000)'],
      ['1e3', 'Amount must be a valid number'],
      ['12,50', 'Amount must be a valid number'],
      ['1.234', 'Amount must be a valid number'],
      ['abc', 'Amount must be a valid number'],
    ])('rejects %j: %s', (amount, message) =>
      given([])
        .when(request({ amount }))
        .thenThrows(ValidationError, { errors: [{ path: 'amount', message }] }),
    );
  });

  describe('ScheduleServiceRequest', () => {
    it('schedules a pending request with a caretaker and a date', () =>
      given(pending).when(schedule()).then([events.scheduled]));

    it('needs a caretaker', () =>
      given(pending)
        .when(schedule({ caretakerId: ' ' }))
        .thenThrows(ValidationError, {
          errors: [
            { path: 'caretakerId', message: 'Please assign a caretaker to handle this request' },
          ],
        }));

    it('needs a valid date', () =>
      given(pending)
        .when(schedule({ scheduledDate: '' }))
        .thenThrows(ValidationError, { errors: [{ path: 'scheduledDate' }] }));

    it.each([
      ['scheduled', scheduled],
      ['in progress', inProgress],
      ['completed', completed],
      ['cancelled', cancelled],
    ])('cannot schedule a %s request', (label, history) =>
      given(history)
        .when(schedule())
        .thenThrows(DomainRuleError, {
          code: 'INVALID_STATUS_TRANSITION',
          message: `A request that is ${label} cannot be scheduled`,
        }),
    );

    it('does not schedule an unknown request', () =>
      given([])
        .when(schedule())
        .thenThrows(NotFoundError, { message: 'Service request not found' }));
  });

  describe('StartWork', () => {
    it('starts a scheduled request', () => given(scheduled).when(start).then([events.started]));

    it.each([
      ['pending', pending],
      ['in progress', inProgress],
      ['completed', completed],
      ['cancelled', cancelled],
    ])('cannot start a %s request', (label, history) =>
      given(history)
        .when(start)
        .thenThrows(DomainRuleError, { message: `A request that is ${label} cannot be started` }),
    );
  });

  describe('CompleteRequest', () => {
    it('completes a request in progress', () =>
      given(inProgress).when(complete()).then([events.completed]));

    it('needs a valid completion time', () =>
      given(inProgress)
        .when(complete('yesterday'))
        .thenThrows(ValidationError, { errors: [{ path: 'completedDate' }] }));

    it.each([
      ['pending', pending],
      ['scheduled', scheduled],
      ['completed', completed],
      ['cancelled', cancelled],
    ])('cannot complete a %s request', (label, history) =>
      given(history)
        .when(complete())
        .thenThrows(DomainRuleError, { message: `A request that is ${label} cannot be completed` }),
    );
  });

  describe('CancelServiceRequest', () => {
    it.each([
      ['pending', pending],
      ['scheduled', scheduled],
      ['in progress', inProgress],
    ])('cancels a %s request', (_label, history) =>
      given(history).when(cancel).then([events.cancelled]),
    );

    it.each([
      ['completed', completed],
      ['cancelled', cancelled],
    ])('cannot cancel a %s request', (label, history) =>
      given(history)
        .when(cancel)
        .thenThrows(DomainRuleError, {
          code: 'INVALID_STATUS_TRANSITION',
          message: `A request that is ${label} cannot be cancelled`,
          details: { from: label.replace(' ', '_'), command: 'CancelServiceRequest' },
        }),
    );

    it('does not cancel an unknown request', () =>
      given([]).when(cancel).thenThrows(NotFoundError));
  });
});

import { describe, it } from 'vitest';
import { DomainRuleError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import type { Actor } from './actor';
import type { RuleFacts, ServiceRequestForm } from './request-form';
import { serviceRequestsDecider, type ServiceRequestCommand } from './service-requests-decider';
import {
  admin,
  caretaker,
  caretakerId,
  cemeteryId,
  client,
  clientId,
  dragan,
  friday,
  graveId,
  holidayMonday,
  now,
  requested,
  requestId,
  wednesday,
} from './service-requests-testing';

const given = DeciderSpecification.for(serviceRequestsDecider);

const facts: RuleFacts = { caretaker: dragan, clientPlanStatus: 'active' };
const form: ServiceRequestForm = {
  clientId,
  graveId,
  cemeteryId,
  caretakerId,
  serviceType: 'flower_arrangement',
  priority: 'high',
  amount: '45',
  scheduledDate: wednesday,
  specialInstructions: ' White roses ',
};
const create = (
  overrides: Partial<ServiceRequestForm> = {},
  more: { facts?: RuleFacts; actor?: Actor } = {},
): ServiceRequestCommand => ({
  type: 'CreateServiceRequest',
  data: {
    requestId,
    form: { ...form, ...overrides },
    now,
    facts: more.facts ?? facts,
    actor: more.actor ?? admin,
  },
});
const update = (
  changes: ServiceRequestForm,
  more: { facts?: RuleFacts; actor?: Actor } = {},
): ServiceRequestCommand => ({
  type: 'UpdateServiceRequest',
  data: { requestId, form: changes, now, facts: more.facts ?? facts, actor: more.actor ?? admin },
});

/** The request the form above records, visiting at `scheduledDate`. */
const createdFor = (scheduledDate = wednesday) =>
  requested({
    caretakerId,
    serviceType: 'flower_arrangement',
    priority: 'high',
    specialInstructions: 'White roses',
    scheduledDate,
  });
const created = createdFor();

describe('CreateServiceRequest (the admin form)', () => {
  it('records the request with the amount as a two-place decimal', () =>
    given([]).when(create()).then([created]));

  it('records a status other than pending as a status change of its own', () =>
    given([])
      .when(create({ status: 'completed' }))
      .then([
        created,
        {
          type: 'ServiceRequestStatusChanged',
          data: { requestId, from: 'pending', to: 'completed', completedDate: now },
        },
      ]));

  it('collects every missing field with the spec’s messages', () =>
    given([])
      .when(
        create({
          clientId: null,
          graveId: null,
          serviceType: null,
          priority: null,
          caretakerId: null,
          scheduledDate: null,
          amount: 'abc',
        }),
      )
      .thenThrows(ValidationError, {
        errors: [
          { path: 'clientId', message: 'Client selection is required' },
          { path: 'graveId', message: 'Please select a grave for this service request' },
          { path: 'serviceType', message: 'Please select a service type' },
          { path: 'priority', message: 'Please select a priority level' },
          { path: 'caretakerId', message: 'Please assign a caretaker to handle this request' },
          { path: 'scheduledDate', message: 'Please select a visit date' },
          { path: 'amount', message: 'Amount must be a valid number' },
        ],
      }));

  it.each([
    ['-5', 'Amount cannot be negative'],
    ['10000.01', 'Amount seems unusually high (max €10,000)'],
    ['ten', 'Amount must be a valid number'],
  ])('refuses the amount %j: %s', (amount, message) =>
    given([])
      .when(create({ amount }))
      .thenThrows(ValidationError, { errors: [{ path: 'amount', message }] }),
  );

  it('refuses a date before today, but takes an earlier hour of today', () => {
    given([])
      .when(create({ scheduledDate: '2026-03-01T09:00:00.000Z' }))
      .thenThrows(ValidationError, {
        errors: [{ path: 'scheduledDate', message: 'Scheduled date cannot be in the past' }],
      });
    given([])
      .when(create({ scheduledDate: '2026-03-02T06:00:00.000Z' }))
      .then([createdFor('2026-03-02T06:00:00.000Z')]);
  });

  it('refuses a caretaker on a day they do not work (422 with the facts)', () =>
    given([])
      .when(create({ scheduledDate: friday }))
      .thenThrows(DomainRuleError, {
        status: 422,
        code: 'CARETAKER_NOT_AVAILABLE',
        message: 'Dragan Nikolić is not available on Friday. Available days: Monday, Wednesday',
        details: {
          caretakerId,
          caretakerName: 'Dragan Nikolić',
          date: '2026-03-06',
          weekday: 'Friday',
          availableDays: ['Monday', 'Wednesday'],
        },
      }));

  it('refuses a caretaker on holiday, even on a working day', () =>
    given([])
      .when(create({ scheduledDate: holidayMonday }))
      .thenThrows(DomainRuleError, {
        code: 'CARETAKER_NOT_AVAILABLE',
        message: 'Dragan Nikolić is on holiday on Monday, 2026-03-09',
        details: { date: '2026-03-09', reason: 'holiday' },
      }));

  it('reads the weekday in Serbia: 23:30 UTC on Tuesday is Wednesday there', () =>
    given([])
      .when(create({ scheduledDate: '2026-03-03T23:30:00.000Z' }))
      .then([createdFor('2026-03-03T23:30:00.000Z')]));

  it('takes any day for a caretaker without preferred days', () =>
    given([])
      .when(
        create(
          { scheduledDate: friday },
          { facts: { ...facts, caretaker: { ...dragan, preferredVisitDays: [] } } },
        ),
      )
      .then([createdFor(friday)]));

  it('refuses a caretaker the read model does not know', () =>
    given([])
      .when(create({}, { facts: { ...facts, caretaker: null } }))
      .thenThrows(ValidationError, {
        errors: [
          { path: 'caretakerId', message: 'Please assign a caretaker for this service request' },
        ],
      }));

  it('blocks a client whose plan is overdue', () =>
    given([])
      .when(create({}, { facts: { ...facts, clientPlanStatus: 'overdue' } }))
      .thenThrows(DomainRuleError, {
        code: 'PLAN_OVERDUE',
        message: "This client's plan is overdue. Please verify payment before proceeding.",
        details: { clientId, planStatus: 'overdue' },
      }));

  it.each([
    ['caretaker', caretaker],
    ['client', client],
  ])('is not for a %s', (_role, actor) =>
    given([]).when(create({}, { actor })).thenThrows(ForbiddenError),
  );

  it('does not create a request twice', () =>
    given([created])
      .when(create())
      .thenThrows(DomainRuleError, { code: 'SERVICE_REQUEST_ALREADY_EXISTS' }));
});

describe('UpdateServiceRequest (the admin edit)', () => {
  const history = [created];

  it('records only the fields that change', () =>
    given(history)
      .when(update({ ...form, priority: 'urgent', amount: '50.5', specialInstructions: null }))
      .then([
        {
          type: 'ServiceRequestUpdated',
          data: {
            requestId,
            changes: { priority: 'urgent', amount: '50.50', specialInstructions: null },
          },
        },
      ]));

  it('records nothing when nothing changes', () =>
    given(history)
      .when(update({ ...form, specialInstructions: 'White roses' }))
      .thenNothing());

  it('completes now when saved as completed without a completion time', () =>
    given(history)
      .when(update({ status: 'completed', completedDate: null }))
      .then([
        {
          type: 'ServiceRequestStatusChanged',
          data: { requestId, from: 'pending', to: 'completed', completedDate: now },
        },
      ]));

  it('completes now when a completed request is saved with its completion time cleared', () =>
    given([
      ...history,
      { type: 'ServiceRequestCompleted', data: { requestId, completedDate: wednesday } },
    ])
      .when(update({ status: 'completed', completedDate: '' }))
      .then([
        { type: 'ServiceRequestUpdated', data: { requestId, changes: { completedDate: now } } },
      ]));

  it('takes the completion time given with the move to completed', () =>
    given(history)
      .when(update({ status: 'completed', completedDate: '2026-03-01T15:00:00+01:00' }))
      .then([
        {
          type: 'ServiceRequestStatusChanged',
          data: {
            requestId,
            from: 'pending',
            to: 'completed',
            completedDate: '2026-03-01T14:00:00.000Z',
          },
        },
      ]));

  it('refuses a new date in the past but keeps an old one sent back unchanged', () => {
    const old = [requested({ scheduledDate: '2026-02-02T09:00:00.000Z', caretakerId })];
    given(old)
      .when(update({ scheduledDate: '2026-02-02T09:00:00.000Z', priority: 'low' }))
      .then([{ type: 'ServiceRequestUpdated', data: { requestId, changes: { priority: 'low' } } }]);
    given(old)
      .when(update({ scheduledDate: '2026-02-03T09:00:00.000Z' }))
      .thenThrows(ValidationError, {
        errors: [{ path: 'scheduledDate', message: 'Scheduled date cannot be in the past' }],
      });
  });

  it('checks a new date against the caretaker’s days and holidays', () => {
    given(history)
      .when(update({ scheduledDate: friday }))
      .thenThrows(DomainRuleError, { code: 'CARETAKER_NOT_AVAILABLE' });
    given(history)
      .when(update({ scheduledDate: holidayMonday }))
      .thenThrows(DomainRuleError, { code: 'CARETAKER_NOT_AVAILABLE' });
  });

  it('checks a new client’s plan', () =>
    given(history)
      .when(
        update(
          { clientId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d' },
          { facts: { ...facts, clientPlanStatus: 'overdue' } },
        ),
      )
      .thenThrows(DomainRuleError, { code: 'PLAN_OVERDUE' }));

  it('is not for a caretaker', () =>
    given(history)
      .when(update({ priority: 'low' }, { actor: caretaker }))
      .thenThrows(ForbiddenError));

  it('does not edit an unknown or deleted request', () => {
    given([])
      .when(update({ priority: 'low' }))
      .thenThrows(NotFoundError);
    given([...history, { type: 'ServiceRequestDeleted', data: { requestId } }])
      .when(update({ priority: 'low' }))
      .thenThrows(NotFoundError);
  });
});

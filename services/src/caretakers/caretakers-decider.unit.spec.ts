import { describe, it } from 'vitest';
import type { CaretakerAdded, CaretakerEvent } from '@memorial-care/contracts/events';
import { DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { caretakersDecider, type CaretakerCommand, type NewCaretaker } from './caretakers-decider';

const given = DeciderSpecification.for(caretakersDecider);

const caretakerId = '3c2b1a09-f8e7-4d6c-b5a4-938271605f4e';

const added: CaretakerAdded = {
  caretakerId,
  name: 'Dragan Nikolić',
  email: 'dragan@example.com',
  phone: '+381 63 123456',
  region: 'Beograd',
  isActive: true,
  preferredVisitDays: ['Monday', 'Thursday'],
  perVisitRate: '30.00',
  preferredPaymentMethod: 'bank_transfer',
  bankDetails: 'RS35 1234 5678',
  paymentStatus: 'current',
  holidayDates: [],
};
const addedEvent: CaretakerEvent = { type: 'CaretakerAdded', data: added };
const deletedEvent: CaretakerEvent = { type: 'CaretakerDeleted', data: { caretakerId } };

const add = (overrides: Partial<NewCaretaker> = {}): CaretakerCommand => ({
  type: 'AddCaretaker',
  data: { ...added, ...overrides },
});
const update = (changes: Record<string, unknown>): CaretakerCommand => ({
  type: 'UpdateCaretaker',
  data: { caretakerId, changes },
});
const holidays = (holidayDates: string[]): CaretakerCommand => ({
  type: 'ChangeCaretakerHolidays',
  data: { caretakerId, holidayDates },
});

describe('caretakers decider', () => {
  describe('AddCaretaker', () => {
    it('adds a caretaker', () => given([]).when(add()).then([addedEvent]));

    it('applies the form defaults: active, current, no rate, no days, no holidays', () =>
      given([])
        .when({
          type: 'AddCaretaker',
          data: { caretakerId, name: 'Milan Ristić', email: 'milan@example.rs', phone: '064 111' },
        })
        .then([
          {
            type: 'CaretakerAdded',
            data: {
              caretakerId,
              name: 'Milan Ristić',
              email: 'milan@example.rs',
              phone: '064 111',
              region: null,
              isActive: true,
              preferredVisitDays: [],
              perVisitRate: null,
              preferredPaymentMethod: null,
              bankDetails: null,
              paymentStatus: 'current',
              holidayDates: [],
            },
          },
        ]));

    it('normalizes: trimmed text, empty becomes null, rate with two places, days in week order', () =>
      given([])
        .when(
          add({
            name: ' Dragan Nikolić ',
            email: 'Dragan@Example.com',
            region: ' ',
            bankDetails: '',
            perVisitRate: '30.5',
            preferredVisitDays: ['Sunday', 'Monday', 'Sunday'],
            holidayDates: ['2025-08-02', '2025-08-01', '2025-08-02'],
          }),
        )
        .then([
          {
            type: 'CaretakerAdded',
            data: {
              ...added,
              region: null,
              bankDetails: null,
              perVisitRate: '30.50',
              preferredVisitDays: ['Monday', 'Sunday'],
              holidayDates: ['2025-08-01', '2025-08-02'],
            },
          },
        ]));

    it('treats an empty rate as no rate', () =>
      given([])
        .when(add({ perVisitRate: '' }))
        .then([{ type: 'CaretakerAdded', data: { ...added, perVisitRate: null } }]));

    it('requires name, a valid email and phone', () =>
      given([])
        .when(add({ name: '', email: 'dragan', phone: ' ' }))
        .thenThrows(ValidationError, {
          errors: [
            { path: 'name', message: 'Name is required' },
            { path: 'email', message: 'Invalid email address' },
            { path: 'phone', message: 'Phone is required' },
          ],
        }));

    it.each([
      ['-5', 'Per-visit rate cannot be negative'],
      ['abc', 'Per-visit rate must be a valid amount'],
      ['30.123', 'Per-visit rate must be a valid amount'],
      ['10000.01', 'Per-visit rate cannot exceed €10,000'],
    ])('rejects the rate %s', (perVisitRate, message) =>
      given([])
        .when(add({ perVisitRate }))
        .thenThrows(ValidationError, { errors: [{ path: 'perVisitRate', message }] }),
    );

    it('rejects holiday dates that are not calendar dates', () =>
      given([])
        .when(add({ holidayDates: ['2025-02-30'] }))
        .thenThrows(ValidationError, { errors: [{ path: 'holidayDates' }] }));

    it('refuses to add the same caretaker twice', () =>
      given([addedEvent])
        .when(add())
        .thenThrows(DomainRuleError, { code: 'CARETAKER_ALREADY_EXISTS' }));
  });

  describe('UpdateCaretaker', () => {
    it('records only the fields that change, normalized', () =>
      given([addedEvent])
        .when(
          update({
            name: 'Dragan Nikolić',
            perVisitRate: '35',
            preferredVisitDays: ['Thursday', 'Monday'],
            isActive: false,
            region: '',
          }),
        )
        .then([
          {
            type: 'CaretakerUpdated',
            data: {
              caretakerId,
              changes: { perVisitRate: '35.00', isActive: false, region: null },
            },
          },
        ]));

    it('records nothing when nothing changes', () =>
      given([addedEvent])
        .when(update({ paymentStatus: 'current', perVisitRate: '30' }))
        .then([]));

    it('rejects an invalid rate', () =>
      given([addedEvent])
        .when(update({ perVisitRate: '-1' }))
        .thenThrows(ValidationError, {
          errors: [{ path: 'perVisitRate', message: 'Per-visit rate cannot be negative' }],
        }));

    it('does not update an unknown or deleted caretaker', () => {
      given([])
        .when(update({ name: 'X' }))
        .thenThrows(NotFoundError);
      given([addedEvent, deletedEvent])
        .when(update({ name: 'X' }))
        .thenThrows(NotFoundError, { message: 'Caretaker not found' });
    });
  });

  describe('ChangeCaretakerHolidays', () => {
    it('saves the whole new set, sorted and distinct', () =>
      given([addedEvent])
        .when(holidays(['2025-12-25', '2025-12-24', '2025-12-25']))
        .then([
          {
            type: 'CaretakerHolidaysChanged',
            data: { caretakerId, holidayDates: ['2025-12-24', '2025-12-25'] },
          },
        ]));

    it('records nothing when the set is unchanged', () =>
      given([
        addedEvent,
        {
          type: 'CaretakerHolidaysChanged',
          data: { caretakerId, holidayDates: ['2025-12-24', '2025-12-25'] },
        },
      ])
        .when(holidays(['2025-12-25', '2025-12-24']))
        .then([]));

    it('clears every holiday', () =>
      given([
        addedEvent,
        { type: 'CaretakerHolidaysChanged', data: { caretakerId, holidayDates: ['2025-12-24'] } },
      ])
        .when(holidays([]))
        .then([{ type: 'CaretakerHolidaysChanged', data: { caretakerId, holidayDates: [] } }]));

    it('rejects a malformed date', () =>
      given([addedEvent])
        .when(holidays(['24.12.2025']))
        .thenThrows(ValidationError));

    it('does not change holidays of a deleted caretaker', () =>
      given([addedEvent, deletedEvent])
        .when(holidays(['2025-12-24']))
        .thenThrows(NotFoundError));
  });

  describe('DeleteCaretaker', () => {
    it('deletes a caretaker', () =>
      given([addedEvent])
        .when({ type: 'DeleteCaretaker', data: { caretakerId } })
        .then([deletedEvent]));

    it('does not delete twice', () =>
      given([addedEvent, deletedEvent])
        .when({ type: 'DeleteCaretaker', data: { caretakerId } })
        .thenThrows(NotFoundError));
  });
});

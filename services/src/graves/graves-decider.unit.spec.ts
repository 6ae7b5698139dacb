import { describe, it } from 'vitest';
import {
  noImportantDates,
  type GraveAdded,
  type GraveEvent,
  type ImportantDates,
} from '@memorial-care/contracts/events';
import { DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { gravesDecider, type GraveCommand, type NewGrave } from './graves-decider';

const given = DeciderSpecification.for(gravesDecider);

const graveId = '9d8c7b6a-5f4e-4d3c-8b2a-190817263544';
const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const cemeteryId = '7b0c1f8e-2d1a-4c3b-9e4f-5a6b7c8d9e0f';

const added: GraveAdded = {
  graveId,
  clientId,
  cemeteryId,
  graveNumber: '12',
  graveLocation: 'Parcela 7, red 3',
  deceasedName: 'Zoran Marković',
  deceasedDateOfBirth: '1941-03-02',
  deceasedDateOfDeath: '2019-11-20',
  notes: null,
};
const addedEvent: GraveEvent = { type: 'GraveAdded', data: added };
const removedEvent: GraveEvent = { type: 'GraveRemoved', data: { graveId } };

const add = (overrides: Partial<NewGrave> = {}): GraveCommand => ({
  type: 'AddGrave',
  data: { ...added, ...overrides },
});
const update = (changes: Record<string, unknown>): GraveCommand => ({
  type: 'UpdateGrave',
  data: { graveId, changes },
});

describe('graves decider', () => {
  describe('AddGrave', () => {
    it('adds a grave', () => given([]).when(add()).then([addedEvent]));

    it('needs only the client and the deceased name; the rest is null', () =>
      given([])
        .when({ type: 'AddGrave', data: { graveId, clientId, deceasedName: ' Zoran Marković ' } })
        .then([
          {
            type: 'GraveAdded',
            data: {
              graveId,
              clientId,
              cemeteryId: null,
              graveNumber: null,
              graveLocation: null,
              deceasedName: 'Zoran Marković',
              deceasedDateOfBirth: null,
              deceasedDateOfDeath: null,
              notes: null,
            },
          },
        ]));

    it('turns empty optional values into null', () =>
      given([])
        .when(add({ graveLocation: '  ', notes: '', deceasedDateOfBirth: '' }))
        .then([
          {
            type: 'GraveAdded',
            data: { ...added, graveLocation: null, notes: null, deceasedDateOfBirth: null },
          },
        ]));

    it('requires the deceased name and the client', () =>
      given([])
        .when(add({ deceasedName: ' ', clientId: '' }))
        .thenThrows(ValidationError, {
          errors: [
            { path: 'deceasedName', message: 'Deceased name is required' },
            { path: 'clientId', message: 'Client selection is required' },
          ],
        }));

    it('rejects dates that are not calendar dates', () =>
      given([])
        .when(add({ deceasedDateOfDeath: '2019-02-29' }))
        .thenThrows(ValidationError, {
          errors: [{ path: 'deceasedDateOfDeath', message: 'Use the format yyyy-MM-dd' }],
        }));

    it('refuses a death before the birth', () =>
      given([])
        .when(add({ deceasedDateOfBirth: '1990-01-01', deceasedDateOfDeath: '1989-12-31' }))
        .thenThrows(DomainRuleError, { code: 'GRAVE_DATES_OUT_OF_ORDER' }));

    it('refuses to add the same grave twice', () =>
      given([addedEvent])
        .when(add())
        .thenThrows(DomainRuleError, { code: 'GRAVE_ALREADY_EXISTS' }));
  });

  describe('AddGrave with care wishes', () => {
    const dates: ImportantDates = {
      ...noImportantDates,
      deathAnniversary: true,
      slava: { name: ' Sveti Nikola ', date: '12-19' },
      other: { label: ' Pomen ', date: '2026-05-01' },
    };

    it('records the wishes given, names trimmed', () =>
      given([])
        .when(
          add({
            importantDates: dates,
            visitFrequency: 'recurring',
            preferredServiceType: 'grave_cleaning',
            serviceNotes: ' ',
          }),
        )
        .then([
          {
            type: 'GraveAdded',
            data: {
              ...added,
              importantDates: {
                ...dates,
                slava: { name: 'Sveti Nikola', date: '12-19' },
                other: { label: 'Pomen', date: '2026-05-01' },
              },
              visitFrequency: 'recurring',
              preferredServiceType: 'grave_cleaning',
              serviceNotes: null,
            },
          },
        ]));

    it('accepts a slava on 29 February, but not on a day no year has', () => {
      given([])
        .when(add({ importantDates: { ...noImportantDates, slava: { name: 'X', date: '02-29' } } }))
        .then([
          {
            type: 'GraveAdded',
            data: {
              ...added,
              importantDates: { ...noImportantDates, slava: { name: 'X', date: '02-29' } },
            },
          },
        ]);
      given([])
        .when(add({ importantDates: { ...noImportantDates, slava: { name: 'X', date: '02-30' } } }))
        .thenThrows(ValidationError, {
          errors: [{ path: 'importantDates.slava.date', message: 'Use the format MM-dd' }],
        });
    });

    it('requires the slava name and the other day label, and a real other date', () =>
      given([])
        .when(
          add({
            importantDates: {
              ...noImportantDates,
              slava: { name: ' ', date: '12-19' },
              other: { label: '', date: '2026-13-01' },
            },
          }),
        )
        .thenThrows(ValidationError, {
          errors: [
            { path: 'importantDates.slava.name', message: 'Slava name is required' },
            { path: 'importantDates.other.label', message: 'Label is required' },
            { path: 'importantDates.other.date', message: 'Use the format yyyy-MM-dd' },
          ],
        }));
  });

  describe('UpdateGrave', () => {
    it('records care wishes on a grave added before they existed', () =>
      given([addedEvent])
        .when(
          update({
            importantDates: { ...noImportantDates, easter: true },
            visitFrequency: 'scheduled',
            serviceNotes: 'Fresh flowers',
          }),
        )
        .then([
          {
            type: 'GraveUpdated',
            data: {
              graveId,
              changes: {
                importantDates: { ...noImportantDates, easter: true },
                visitFrequency: 'scheduled',
                serviceNotes: 'Fresh flowers',
              },
            },
          },
        ]));

    it('takes no wishes for a change when they equal the "none" of an older grave', () =>
      given([addedEvent])
        .when(
          update({
            importantDates: noImportantDates,
            visitFrequency: null,
            preferredServiceType: null,
            serviceNotes: '',
          }),
        )
        .then([]));

    it('compares important dates by value', () => {
      const withSlava: ImportantDates = {
        ...noImportantDates,
        slava: { name: 'Sveti Nikola', date: '12-19' },
      };
      const changed: GraveEvent = {
        type: 'GraveUpdated',
        data: { graveId, changes: { importantDates: withSlava } },
      };
      given([addedEvent, changed])
        .when(
          update({
            importantDates: { ...withSlava, slava: { name: 'Sveti Nikola', date: '12-19' } },
          }),
        )
        .then([]);
      given([addedEvent, changed])
        .when(update({ importantDates: { ...withSlava, slava: null } }))
        .then([
          {
            type: 'GraveUpdated',
            data: { graveId, changes: { importantDates: noImportantDates } },
          },
        ]);
    });

    it('records only the fields that change', () =>
      given([addedEvent])
        .when(update({ graveNumber: '12a', deceasedName: 'Zoran Marković', notes: ' Marble ' }))
        .then([
          {
            type: 'GraveUpdated',
            data: { graveId, changes: { graveNumber: '12a', notes: 'Marble' } },
          },
        ]));

    it('records nothing when nothing changes', () =>
      given([addedEvent])
        .when(update({ graveLocation: 'Parcela 7, red 3' }))
        .then([]));

    it('checks the life dates against the grave as it would become', () =>
      given([addedEvent])
        .when(update({ deceasedDateOfDeath: '1940-01-01' }))
        .thenThrows(DomainRuleError, { code: 'GRAVE_DATES_OUT_OF_ORDER' }));

    it('may clear a date', () =>
      given([addedEvent])
        .when(update({ deceasedDateOfBirth: null }))
        .then([
          { type: 'GraveUpdated', data: { graveId, changes: { deceasedDateOfBirth: null } } },
        ]));

    it('rejects an empty deceased name', () =>
      given([addedEvent])
        .when(update({ deceasedName: '' }))
        .thenThrows(ValidationError, {
          errors: [{ path: 'deceasedName', message: 'Deceased name is required' }],
        }));

    it('does not update an unknown or removed grave', () => {
      given([])
        .when(update({ notes: 'x' }))
        .thenThrows(NotFoundError, { message: 'Grave not found' });
      given([addedEvent, removedEvent])
        .when(update({ notes: 'x' }))
        .thenThrows(NotFoundError);
    });
  });

  describe('RemoveGrave', () => {
    it('removes a grave', () =>
      given([addedEvent]).when({ type: 'RemoveGrave', data: { graveId } }).then([removedEvent]));

    it('does not remove twice', () =>
      given([addedEvent, removedEvent])
        .when({ type: 'RemoveGrave', data: { graveId } })
        .thenThrows(NotFoundError));
  });
});

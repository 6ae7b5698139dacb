import { describe, it } from 'vitest';
import type { CemeteryEvent, CemeteryFieldValues } from '@memorial-care/contracts/events';
import { ConflictError, NotFoundError, ValidationError, DomainRuleError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { cemeteryDecider, type CemeteryCommand } from './cemetery-decider';

const given = DeciderSpecification.for(cemeteryDecider);

const cemeteryId = '7b0c1f8e-2d1a-4c3b-9e4f-5a6b7c8d9e0f';
const caretakerA = '11111111-1111-4111-8111-111111111111';
const caretakerB = '22222222-2222-4222-8222-222222222222';

const fields: CemeteryFieldValues = {
  name: 'Novo groblje',
  city: 'Beograd',
  region: 'Grad Beograd',
  country: 'Serbia',
  address: 'Ruzveltova 50',
  contact: null,
  phoneEmail: null,
  phones: ['+381 11 1234567'],
  emails: [],
  caretakerIds: [caretakerA, caretakerB],
  preferredVisitHours: 'morning',
  accessNotes: null,
};

const added: CemeteryEvent = {
  type: 'CemeteryAdded',
  data: { cemeteryId, ...fields, source: 'admin' },
};
const deleted: CemeteryEvent = { type: 'CemeteryDeleted', data: { cemeteryId } };

const add = (overrides: Partial<CemeteryFieldValues> = {}): CemeteryCommand => ({
  type: 'AddCemetery',
  data: { cemeteryId, fields: { ...fields, ...overrides }, source: 'admin' },
});
const update = (changes: Partial<CemeteryFieldValues>): CemeteryCommand => ({
  type: 'UpdateCemetery',
  data: { cemeteryId, changes },
});
const remove: CemeteryCommand = { type: 'DeleteCemetery', data: { cemeteryId, graves: 0 } };

describe('AddCemetery', () => {
  it('adds a new cemetery with every field and its source', () =>
    given([]).when(add()).then([added]));

  it('records where an imported cemetery came from', () =>
    given([])
      .when({ type: 'AddCemetery', data: { cemeteryId, fields, source: 'serbian-import' } })
      .then([
        { type: 'CemeteryAdded', data: { cemeteryId, ...fields, source: 'serbian-import' } },
      ]));

  it('refuses to add a cemetery that already exists', () =>
    given([added])
      .when(add())
      .thenThrows(DomainRuleError, { code: 'CEMETERY_ALREADY_EXISTS', status: 422 }));

  it('adds a deleted cemetery again under the same id', () =>
    given([added, deleted]).when(add()).then([added]));

  it.each([
    ['name', 'Name is required'],
    ['city', 'City is required'],
    ['region', 'Region is required'],
    ['country', 'Country is required'],
  ] as const)('rejects a blank %s', (field, message) =>
    given([])
      .when(add({ [field]: '   ' }))
      .thenThrows(ValidationError, { status: 400, errors: [{ path: field, message }] }),
  );

  it('records the position, or none', () => {
    const position = { latitude: 44.81, longitude: 20.488 };
    given([])
      .when(add(position))
      .then([
        { type: 'CemeteryAdded', data: { cemeteryId, ...fields, ...position, source: 'admin' } },
      ]);
    given([])
      .when(add({ latitude: null, longitude: null }))
      .then([
        {
          type: 'CemeteryAdded',
          data: { cemeteryId, ...fields, latitude: null, longitude: null, source: 'admin' },
        },
      ]);
  });

  it('refuses half a position, naming the missing coordinate', () =>
    given([])
      .when(add({ latitude: 44.81 }))
      .thenThrows(ValidationError, {
        status: 400,
        errors: [{ path: 'longitude', message: 'Enter both latitude and longitude, or neither' }],
      }));

  it('reports every blank required field at once', () =>
    given([])
      .when(add({ name: '', city: ' ', region: '' }))
      .thenThrows(ValidationError, {
        errors: [
          { path: 'name', message: 'Name is required' },
          { path: 'city', message: 'City is required' },
          { path: 'region', message: 'Region is required' },
        ],
      }));
});

describe('UpdateCemetery', () => {
  it('records only the fields that changed', () =>
    given([added])
      .when(update({ name: 'Novo groblje', phoneEmail: 'info@example.rs', accessNotes: null }))
      .then([
        {
          type: 'CemeteryUpdated',
          data: { cemeteryId, changes: { phoneEmail: 'info@example.rs' } },
        },
      ]));

  it('yields nothing when nothing changes', () =>
    given([added])
      .when(update({ ...fields }))
      .then([]));

  it('yields nothing for an empty patch', () => given([added]).when(update({})).then([]));

  it('treats the same caretakers in another order as no change', () =>
    given([added])
      .when(update({ caretakerIds: [caretakerB, caretakerA] }))
      .then([]));

  it('records a changed phone list in full', () =>
    given([added])
      .when(update({ phones: ['+381 11 1234567', '+381 64 7654321'] }))
      .then([
        {
          type: 'CemeteryUpdated',
          data: { cemeteryId, changes: { phones: ['+381 11 1234567', '+381 64 7654321'] } },
        },
      ]));

  it('clears an optional field', () =>
    given([added])
      .when(update({ address: null, preferredVisitHours: null }))
      .then([
        {
          type: 'CemeteryUpdated',
          data: { cemeteryId, changes: { address: null, preferredVisitHours: null } },
        },
      ]));

  it('compares with the state after earlier updates', () =>
    given([added, { type: 'CemeteryUpdated', data: { cemeteryId, changes: { city: 'Zemun' } } }])
      .when(update({ city: 'Zemun', region: 'Beograd' }))
      .then([{ type: 'CemeteryUpdated', data: { cemeteryId, changes: { region: 'Beograd' } } }]));

  it('rejects blanking a required field', () =>
    given([added])
      .when(update({ region: ' ' }))
      .thenThrows(ValidationError, {
        errors: [{ path: 'region', message: 'Region is required' }],
      }));

  describe('its position', () => {
    const position = { latitude: 44.81, longitude: 20.488 };
    const positioned: CemeteryEvent = {
      type: 'CemeteryUpdated',
      data: { cemeteryId, changes: position },
    };

    it('sets it, and records the photo it was taken from', () => {
      given([added]).when(update(position)).then([positioned]);
      given([added])
        .when({
          type: 'UpdateCemetery',
          data: { cemeteryId, changes: position, fromPhotoId: caretakerA },
        })
        .then([
          {
            type: 'CemeteryUpdated',
            data: { cemeteryId, changes: position, fromPhotoId: caretakerA },
          },
        ]);
    });

    it('moves one coordinate, or clears both', () => {
      given([added, positioned])
        .when(update({ latitude: 44.8, longitude: 20.488 }))
        .then([{ type: 'CemeteryUpdated', data: { cemeteryId, changes: { latitude: 44.8 } } }]);
      given([added, positioned])
        .when(update({ latitude: null, longitude: null }))
        .then([
          {
            type: 'CemeteryUpdated',
            data: { cemeteryId, changes: { latitude: null, longitude: null } },
          },
        ]);
    });

    it('takes "none" for a cemetery recorded before positions existed as no change', () =>
      given([added])
        .when(update({ latitude: null, longitude: null }))
        .then([]));

    it('refuses to leave half a position', () => {
      given([added])
        .when(update({ latitude: 44.81 }))
        .thenThrows(ValidationError, {
          errors: [{ path: 'longitude', message: 'Enter both latitude and longitude, or neither' }],
        });
      given([added, positioned])
        .when(update({ longitude: null }))
        .thenThrows(ValidationError, {
          errors: [{ path: 'longitude', message: 'Enter both latitude and longitude, or neither' }],
        });
    });
  });

  it('answers not found for an unknown cemetery', () =>
    given([])
      .when(update({ name: 'X' }))
      .thenThrows(NotFoundError, { status: 404 }));

  it('answers not found for a deleted cemetery', () =>
    given([added, deleted])
      .when(update({ name: 'X' }))
      .thenThrows(NotFoundError));
});

describe('DeleteCemetery', () => {
  it('deletes an existing cemetery', () => given([added]).when(remove).then([deleted]));

  it('answers not found for an unknown cemetery', () =>
    given([]).when(remove).thenThrows(NotFoundError));

  it('answers not found when it is already deleted', () =>
    given([added, deleted]).when(remove).thenThrows(NotFoundError));

  it('deletes a cemetery that was re-added after a delete', () =>
    given([added, deleted, added]).when(remove).then([deleted]));

  it('refuses to delete a cemetery that has graves, saying how many', () =>
    given([added])
      .when({ type: 'DeleteCemetery', data: { cemeteryId, graves: 2 } })
      .thenThrows(ConflictError, {
        status: 409,
        code: 'CEMETERY_HAS_GRAVES',
        message: 'This cemetery has 2 graves. Move or delete them before deleting the cemetery.',
        details: { graves: 2 },
      }));
});

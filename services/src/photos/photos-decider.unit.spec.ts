import { describe, expect, it } from 'vitest';
import { photoLimits } from '@memorial-care/contracts/domain';
import type { PhotoAttached, ServiceRequested } from '@memorial-care/contracts/events';
import { DomainRuleError, ForbiddenError, NotFoundError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import type { Actor } from '../service-requests/actor';
import {
  photoOfUpload,
  photosDecider,
  type PhotoCommand,
  type RequestStreamEvent,
} from './photos-decider';

const given = DeciderSpecification.for(photosDecider);

const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const caretakerId = '3c2b1a09-f8e7-4d6c-b5a4-938271605f4e';
const otherCaretakerId = '6e5d4c3b-2a19-4807-b6f5-e4d3c2b1a098';
const photoId = '8f7e6d5c-4b3a-4291-8087-f6e5d4c3b2a1';

const admin: Actor = { role: 'admin', caretakerId: null, clientId: null };
const assigned: Actor = { role: 'caretaker', caretakerId, clientId: null };
const otherCaretaker: Actor = { role: 'caretaker', caretakerId: otherCaretakerId, clientId: null };
const owner: Actor = { role: 'client', caretakerId: null, clientId };

const requested: ServiceRequested = {
  requestId,
  clientId,
  graveId: null,
  cemeteryId: null,
  caretakerId: null,
  serviceType: 'grave_cleaning',
  priority: 'normal',
  scheduledDate: '2026-11-25T09:00:00.000Z',
  amount: '35.00',
  paymentStatus: 'pending',
  specialInstructions: null,
  planSelected: null,
  guest: null,
  description: null,
};

const sha = (c: string) => c.repeat(64);
const photo = (id = photoId, type: 'before' | 'after' = 'before'): PhotoAttached => ({
  photoId: id,
  requestId,
  type,
  description: null,
  uploadedAt: '2026-11-25T10:00:00.000Z',
  uploadedBy: null,
  takenAt: '2026-11-25T09:55:00',
  original: {
    sha256: sha('a'),
    bytes: 3_000_000,
    format: 'jpeg',
    width: 4000,
    height: 3000,
    hadLocation: true,
  },
  web: {
    key: `${id}/web.jpg`,
    contentType: 'image/jpeg',
    bytes: 400_000,
    width: 1600,
    height: 1200,
    sha256: sha('b'),
  },
  thumbnail: {
    key: `${id}/thumbnail.jpg`,
    contentType: 'image/jpeg',
    bytes: 30_000,
    width: 480,
    height: 360,
    sha256: sha('c'),
  },
});

const caretakerUserId = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
const adminUserId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const uploadKey = '7d1f6c2e-upload-key';
const retriedPhotoId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A photo of proof-of-presence times: its upload's key, the positions, the kept original. */
const keyedPhoto = (id = photoId, overrides: Partial<PhotoAttached> = {}): PhotoAttached => {
  const base = photo(id);
  return {
    ...base,
    uploadedBy: caretakerUserId,
    original: { ...base.original, key: `${id}/original.jpg` },
    devicePosition: { latitude: 44.81, longitude: 20.488, accuracyMeters: 12 },
    cameraPosition: { latitude: 44.8103, longitude: 20.4847 },
    uploadKey,
    ...overrides,
  };
};

const events = {
  requested: { type: 'ServiceRequested', data: requested },
  accepted: { type: 'TaskAccepted', data: { requestId, caretakerId } },
  started: {
    type: 'ServiceRequestStarted',
    data: { requestId, startedAt: '2026-03-02T10:00:00.000Z' },
  },
  declined: { type: 'TaskDeclined', data: { requestId, caretakerId } },
  deleted: { type: 'ServiceRequestDeleted', data: { requestId } },
  attached: { type: 'PhotoAttached', data: photo() },
  photoDeleted: {
    type: 'PhotoDeleted',
    data: {
      photoId,
      requestId,
      type: 'before',
      keys: [`${photoId}/web.jpg`, `${photoId}/thumbnail.jpg`],
    },
  },
} satisfies Record<string, RequestStreamEvent>;

const started = [events.requested, events.accepted, events.started];

const attach = (actor: Actor, attached = photo()): PhotoCommand => ({
  type: 'AttachPhoto',
  data: { photo: attached, actor },
});
const remove = (actor: Actor, id = photoId): PhotoCommand => ({
  type: 'DeletePhoto',
  data: { requestId, photoId: id, actor },
});

describe('photos decider', () => {
  describe('AttachPhoto', () => {
    it('records the assigned caretaker’s photo of a started task', () =>
      given(started).when(attach(assigned)).then([events.attached]));

    it('records an admin’s photo, whatever the status', () =>
      given([events.requested]).when(attach(admin)).then([events.attached]));

    it('records the same upload once', () =>
      given([...started, events.attached])
        .when(attach(assigned))
        .thenNothing());

    it('refuses another caretaker', () =>
      given(started)
        .when(attach(otherCaretaker))
        .thenThrows(NotFoundError, { message: 'Service request not found' }));

    it('refuses the caretaker an offer they have not accepted yet', () =>
      given([events.requested])
        .when(attach(assigned))
        .thenThrows(ForbiddenError, { message: 'This task is not assigned to you' }));

    it('refuses the caretaker after they declined the task', () =>
      given([...started.slice(0, 2), events.declined])
        .when(attach(assigned))
        .thenThrows(ForbiddenError));

    it('refuses the owning client: clients only look', () =>
      given(started).when(attach(owner)).thenThrows(ForbiddenError));

    it('refuses photos on a request that does not exist or was deleted', () => {
      given([]).when(attach(admin)).thenThrows(NotFoundError);
      given([...started, events.deleted])
        .when(attach(admin))
        .thenThrows(NotFoundError);
    });

    it(`stops at ${photoLimits.maxPhotosPerRequest} photos per request`, () => {
      const full = Array.from({ length: photoLimits.maxPhotosPerRequest }, (_, i) => ({
        type: 'PhotoAttached' as const,
        data: photo(`8f7e6d5c-4b3a-4291-8087-${String(i).padStart(12, '0')}`),
      }));
      given([...started, ...full])
        .when(attach(assigned))
        .thenThrows(DomainRuleError, { code: 'PHOTO_LIMIT_REACHED' });
      // Deleting one makes room again.
      given([...started, ...full.slice(1)])
        .when(attach(assigned))
        .then([events.attached]);
    });

    it('folds the request’s own events through the request decider, photos beside them', () => {
      const state = [...started, events.attached].reduce(
        photosDecider.evolve,
        photosDecider.initialState(),
      );
      expect(state.request).toMatchObject({ status: 'in_progress', fields: { caretakerId } });
      expect([...state.photos.keys()]).toEqual([photoId]);
    });
  });

  describe('AttachPhoto: one photo per upload, however late the retry', () => {
    const keyedAttached = { type: 'PhotoAttached' as const, data: keyedPhoto() };

    it('records the positions and the upload’s key with the photo', () =>
      given(started).when(attach(assigned, keyedPhoto())).then([keyedAttached]));

    it('records a retry of the same upload (same key, same user) as already done', () =>
      given([...started, keyedAttached])
        .when(attach(assigned, keyedPhoto(retriedPhotoId)))
        .thenNothing());

    it('records an upload with another key, or without one, as a new photo', () => {
      const another = keyedPhoto(retriedPhotoId, { uploadKey: 'another-upload' });
      given([...started, keyedAttached])
        .when(attach(assigned, another))
        .then([{ type: 'PhotoAttached', data: another }]);
      const unkeyed = keyedPhoto(retriedPhotoId, { uploadKey: null });
      given([...started, { type: 'PhotoAttached', data: keyedPhoto(photoId, { uploadKey: null }) }])
        .when(attach(assigned, unkeyed))
        .then([{ type: 'PhotoAttached', data: unkeyed }]);
    });

    it('takes the same key from another user as another upload', () => {
      const admins = keyedPhoto(retriedPhotoId, { uploadedBy: adminUserId });
      given([...started, keyedAttached])
        .when(attach(admin, admins))
        .then([{ type: 'PhotoAttached', data: admins }]);
    });

    it('finds the photo an upload made; none for an unkeyed upload', () => {
      const state = [...started, keyedAttached].reduce(
        photosDecider.evolve,
        photosDecider.initialState(),
      );
      expect(photoOfUpload(state, { uploadKey, uploadedBy: caretakerUserId })).toBe(photoId);
      expect(photoOfUpload(state, { uploadKey, uploadedBy: adminUserId })).toBeNull();
      expect(photoOfUpload(state, { uploadKey: null, uploadedBy: caretakerUserId })).toBeNull();
    });

    it('takes photos recorded before positions and keys existed as they are', () =>
      given([...started, events.attached])
        .when(attach(assigned, keyedPhoto(retriedPhotoId)))
        .then([{ type: 'PhotoAttached', data: keyedPhoto(retriedPhotoId) }]));
  });

  describe('DeletePhoto', () => {
    it('removes the kept original with the renditions', () =>
      given([...started, { type: 'PhotoAttached', data: keyedPhoto() }])
        .when(remove(admin))
        .then([
          {
            type: 'PhotoDeleted',
            data: {
              photoId,
              requestId,
              type: 'before',
              keys: [`${photoId}/web.jpg`, `${photoId}/thumbnail.jpg`, `${photoId}/original.jpg`],
            },
          },
        ]));

    it('records the deletion with the files to remove', () =>
      given([...started, events.attached])
        .when(remove(assigned))
        .then([events.photoDeleted]));

    it('lets an admin delete', () =>
      given([...started, events.attached])
        .when(remove(admin))
        .then([events.photoDeleted]));

    it('refuses the client and other caretakers', () => {
      given([...started, events.attached])
        .when(remove(owner))
        .thenThrows(ForbiddenError);
      given([...started, events.attached])
        .when(remove(otherCaretaker))
        .thenThrows(NotFoundError);
    });

    it('answers 404 for a photo that is not (or no longer) on the request', () => {
      given(started).when(remove(admin)).thenThrows(NotFoundError, { message: 'Photo not found' });
      given([...started, events.attached, events.photoDeleted])
        .when(remove(admin))
        .thenThrows(NotFoundError);
    });
  });
});

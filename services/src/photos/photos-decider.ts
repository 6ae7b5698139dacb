import { caretakerPhotoStatuses, photoLimits } from '@memorial-care/contracts/domain';
import {
  photoEventTypes,
  serviceRequestEventTypes,
  type PhotoAttached,
  type PhotoEvent,
  type ServiceRequestEvent,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { DomainRuleError, NotFoundError } from '../shared/errors';
import {
  mayReadRequest,
  requireAssignedOrAdministrative,
  type Actor,
} from '../service-requests/actor';
import {
  serviceRequestsDecider,
  type ServiceRequestState,
} from '../service-requests/service-requests-decider';

// A request's photos live in the request's own stream: who may add one depends on the request
// (its caretaker, its status), so the state is the request's own fold plus the photos on it.

export type RequestStreamEvent = ServiceRequestEvent | PhotoEvent;

export interface PhotoOnRecord {
  readonly type: PhotoAttached['type'];
  readonly keys: readonly string[];
  /** The upload's Idempotency-Key and who sent it: a retry of it is this photo again. */
  readonly uploadKey: string | null;
  readonly uploadedBy: string | null;
}

export interface PhotosState {
  readonly request: ServiceRequestState;
  readonly photos: ReadonlyMap<string, PhotoOnRecord>;
}

export type PhotoCommand =
  | {
      readonly type: 'AttachPhoto';
      readonly data: { readonly photo: PhotoAttached; readonly actor: Actor };
    }
  | {
      readonly type: 'DeletePhoto';
      readonly data: {
        readonly requestId: string;
        readonly photoId: string;
        readonly actor: Actor;
      };
    };

const requestNotFound = 'Service request not found';

type OpenRequest = Extract<ServiceRequestState, { fields: unknown }>;

const openRequest = (state: PhotosState): OpenRequest => {
  const { request } = state;
  if (request.status === 'absent' || request.status === 'deleted')
    throw new NotFoundError(requestNotFound);
  return request;
};

/** The request decider's state as the request read rule sees it. */
const mayViewRequest = (request: ServiceRequestState, actor: Actor): boolean =>
  request.status !== 'absent' &&
  request.status !== 'deleted' &&
  mayReadRequest(actor, { status: request.status, ...request.fields });

/**
 * Adding or removing photos: only an admin or the caretaker the task is assigned to. Checked
 * before an upload is processed (so nobody else makes the server decode an image) and again
 * when the event is decided.
 */
export const assertMayChangePhotos = (state: PhotosState, actor: Actor): OpenRequest => {
  const request = openRequest(state);
  if (!mayViewRequest(request, actor)) throw new NotFoundError(requestNotFound);
  requireAssignedOrAdministrative(actor, request.fields.caretakerId);
  if (actor.role === 'caretaker' && !caretakerPhotoStatuses.includes(request.status))
    throw new DomainRuleError(
      'PHOTOS_NOT_OPEN',
      'Photos can be added once you have accepted the task',
      { status: request.status },
    );
  return request;
};

/**
 * The photo already recorded for this upload (the same Idempotency-Key from the same user):
 * a retry sent after the first answer was lost, however much later, adds nothing.
 */
export const photoOfUpload = (
  state: PhotosState,
  upload: { readonly uploadKey?: string | null; readonly uploadedBy: string | null },
): string | null => {
  if (!upload.uploadKey) return null;
  for (const [photoId, photo] of state.photos)
    if (photo.uploadKey === upload.uploadKey && photo.uploadedBy === upload.uploadedBy)
      return photoId;
  return null;
};

const attach = (state: PhotosState, photo: PhotoAttached, actor: Actor): PhotoEvent[] => {
  const request = assertMayChangePhotos(state, actor);
  if (photo.requestId !== request.requestId) throw new NotFoundError(requestNotFound);
  // The same upload recorded twice (a retried call) is one photo.
  if (state.photos.has(photo.photoId) || photoOfUpload(state, photo)) return [];
  if (state.photos.size >= photoLimits.maxPhotosPerRequest)
    throw new DomainRuleError(
      'PHOTO_LIMIT_REACHED',
      `This service request already has ${photoLimits.maxPhotosPerRequest} photos. Delete one before adding another.`,
      { limit: photoLimits.maxPhotosPerRequest },
    );
  return [{ type: 'PhotoAttached', data: photo }];
};

const remove = (state: PhotosState, photoId: string, actor: Actor): PhotoEvent[] => {
  const request = openRequest(state);
  const photo = state.photos.get(photoId);
  if (!photo || !mayViewRequest(request, actor)) throw new NotFoundError('Photo not found');
  requireAssignedOrAdministrative(actor, request.fields.caretakerId);
  return [
    {
      type: 'PhotoDeleted',
      data: { photoId, requestId: request.requestId, type: photo.type, keys: [...photo.keys] },
    },
  ];
};

const withPhotos = (
  state: PhotosState,
  change: (photos: Map<string, PhotoOnRecord>) => void,
): PhotosState => {
  const photos = new Map(state.photos);
  change(photos);
  return { ...state, photos };
};

export const photosDecider: Decider<PhotosState, PhotoCommand, RequestStreamEvent> = {
  eventTypes: [...serviceRequestEventTypes, ...photoEventTypes],
  initialState: () => ({ request: serviceRequestsDecider.initialState(), photos: new Map() }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'PhotoAttached':
        return withPhotos(state, (photos) =>
          photos.set(event.data.photoId, {
            type: event.data.type,
            keys: [
              event.data.web.key,
              event.data.thumbnail.key,
              ...(event.data.original.key ? [event.data.original.key] : []),
            ],
            uploadKey: event.data.uploadKey ?? null,
            uploadedBy: event.data.uploadedBy,
          }),
        );
      case 'PhotoDeleted':
        return withPhotos(state, (photos) => photos.delete(event.data.photoId));
      default:
        return { ...state, request: serviceRequestsDecider.evolve(state.request, event) };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'AttachPhoto':
        return attach(state, command.data.photo, command.data.actor);
      case 'DeletePhoto':
        return remove(state, command.data.photoId, command.data.actor);
    }
  },
};

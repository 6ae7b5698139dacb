import { randomUUID } from 'node:crypto';
import { serviceRequestStreamId, type PhotoAttached } from '@memorial-care/contracts/events';
import type { DevicePosition, PhotoType } from '@memorial-care/contracts/domain';
import { foldParsed, readParsedStream } from '../shared/aggregate-stream';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext, type RetryPolicy } from '../shared/command-handler';
import type { Actor } from '../service-requests/actor';
import type { ProcessedPhoto } from './image-processing';
import type { PhotoStorage } from './photo-storage';
import {
  photoOfUpload,
  photosDecider,
  type PhotoCommand,
  type PhotosState,
} from './photos-decider';

/**
 * The request's stream folded into what the photo commands decide on, and the position of its
 * last event (null: no stream): what the read models must reach to show all of it.
 */
export const readPhotosStream = async (deps: AppDeps, requestId: string) => {
  const parsed = await readParsedStream(deps.eventStore, serviceRequestStreamId(requestId));
  return { state: foldParsed(photosDecider, parsed), position: parsed.at(-1)?.position ?? null };
};

export const readPhotosState = async (deps: AppDeps, requestId: string): Promise<PhotosState> =>
  (await readPhotosStream(deps, requestId)).state;

/**
 * Photos share the request's stream with its status moves, and a caretaker sends several at
 * once: a lost race is decided again on the fresh stream (the decision stays the decider's),
 * more often than other commands and after a random pause, so that racing uploads fall out of
 * step instead of failing an upload that was already processed.
 */
const photoRetryPolicy: RetryPolicy = {
  attempts: 12,
  pauseBeforeRetry: (attempt) =>
    new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt)),
};

const runPhotoCommand = (
  deps: AppDeps,
  requestId: string,
  command: PhotoCommand,
  ctx: CommandContext,
) =>
  handleCommand(
    deps.eventStore,
    serviceRequestStreamId(requestId),
    photosDecider,
    command,
    ctx,
    photoRetryPolicy,
  );

export interface AttachPhotoInput {
  readonly requestId: string;
  readonly type: PhotoType;
  readonly description: string | null;
  readonly processed: ProcessedPhoto;
  /** The device's fix the app sent with the upload; null: none. */
  readonly devicePosition: DevicePosition | null;
  /** The request's Idempotency-Key: a retry of the upload is this photo again. */
  readonly uploadKey: string | null;
  readonly actor: Actor;
}

/**
 * Stores the renditions and the original under generated keys, then records the photo. When
 * the record is refused (the request was reassigned or deleted meanwhile), or a retry of the
 * same upload was recorded first, the files are removed again, so nothing is left that no event
 * names. `created` is false when the upload had already made its photo (`photoId` is that one).
 */
export const attachPhoto = async (
  deps: AppDeps,
  storage: PhotoStorage,
  input: AttachPhotoInput,
  ctx: CommandContext,
) => {
  const photoId = randomUUID();
  const { processed } = input;
  /** A rendition's bytes and its record in the event, under its generated key. */
  const stored = (variant: 'web' | 'thumbnail') => {
    const { data, extension, ...rendition } = processed[variant];
    const key = `${photoId}/${variant}.${extension}`;
    return { data, record: { ...rendition, key, bytes: data.length } };
  };
  const web = stored('web');
  const thumbnail = stored('thumbnail');
  const original = {
    data: processed.originalFile.data,
    record: { key: `${photoId}/original.${processed.originalFile.extension}` },
  };
  const photo: PhotoAttached = {
    photoId,
    requestId: input.requestId,
    type: input.type,
    description: input.description,
    uploadedAt: ctx.now.toISOString(),
    uploadedBy: ctx.userId,
    takenAt: processed.takenAt,
    original: { ...processed.original, key: original.record.key },
    web: web.record,
    thumbnail: thumbnail.record,
    devicePosition: input.devicePosition,
    cameraPosition: processed.cameraPosition,
    uploadKey: input.uploadKey,
  };
  const files = [web, thumbnail, original];
  const removeFiles = () =>
    Promise.all(files.map(({ record }) => storage.remove(record.key))).catch((error) =>
      deps.logger.warn(
        { err: error, photoId },
        'Could not remove the files of an unrecorded photo',
      ),
    );
  let recorded: boolean;
  let position: Awaited<ReturnType<typeof runPhotoCommand>>['position'];
  try {
    for (const { record, data } of files) await storage.put(record.key, data);
    const result = await runPhotoCommand(
      deps,
      input.requestId,
      { type: 'AttachPhoto', data: { photo, actor: input.actor } },
      ctx,
    );
    recorded = result.events.length > 0;
    position = result.position;
  } catch (error) {
    await removeFiles();
    throw error;
  }
  if (recorded) return { photoId, position, created: true };
  const state = await readPhotosState(deps, input.requestId);
  // Recorded by an attempt whose answer was lost: the files are this photo's.
  if (state.photos.has(photoId)) return { photoId, position: null, created: true };
  // A retry of this upload was recorded first (they raced): its photo is the answer.
  await removeFiles();
  const earlier = photoOfUpload(state, photo);
  if (!earlier) throw new Error(`Photo ${photoId} was neither recorded nor found`);
  return { photoId: earlier, position: null, created: false };
};

/** Records the deletion first; the files go only once that is stored. */
export const deletePhoto = async (
  deps: AppDeps,
  storage: PhotoStorage,
  input: { readonly requestId: string; readonly photoId: string; readonly actor: Actor },
  ctx: CommandContext,
) => {
  const result = await runPhotoCommand(
    deps,
    input.requestId,
    { type: 'DeletePhoto', data: input },
    ctx,
  );
  for (const event of result.events)
    if (event.type === 'PhotoDeleted')
      await Promise.all(event.data.keys.map((key) => storage.remove(key))).catch((error) =>
        // The record says it is gone and no route serves it any more; a leftover file is
        // only disk space, logged for the operator.
        deps.logger.warn({ err: error, photoId: input.photoId }, 'Could not remove photo files'),
      );
  return { position: result.position };
};

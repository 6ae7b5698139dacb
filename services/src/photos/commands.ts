import { randomUUID } from 'node:crypto';
import { serviceRequestStreamId, type PhotoAttached } from '@memorial-care/contracts/events';
import type { PhotoType } from '@memorial-care/contracts/domain';
import { aggregateStream } from '../shared/aggregate-stream';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext, type RetryPolicy } from '../shared/command-handler';
import type { Actor } from '../service-requests/actor';
import type { ProcessedPhoto } from './image-processing';
import type { PhotoStorage } from './photo-storage';
import { photosDecider, type PhotoCommand, type PhotosState } from './photos-decider';

/** The request's stream folded into what the photo commands decide on. */
export const readPhotosState = async (deps: AppDeps, requestId: string): Promise<PhotosState> => {
  const { state } = await aggregateStream(
    deps.eventStore,
    serviceRequestStreamId(requestId),
    photosDecider,
  );
  return state;
};

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
  readonly actor: Actor;
}

/**
 * Stores the renditions under generated keys, then records the photo. When the record is
 * refused (the request was reassigned or deleted meanwhile) the files are removed again, so
 * nothing is left that no event names.
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
  const photo: PhotoAttached = {
    photoId,
    requestId: input.requestId,
    type: input.type,
    description: input.description,
    uploadedAt: ctx.now.toISOString(),
    uploadedBy: ctx.userId,
    takenAt: processed.takenAt,
    original: processed.original,
    web: web.record,
    thumbnail: thumbnail.record,
  };
  const removeFiles = () =>
    Promise.all([web, thumbnail].map(({ record }) => storage.remove(record.key))).catch((error) =>
      deps.logger.warn(
        { err: error, photoId },
        'Could not remove the files of an unrecorded photo',
      ),
    );
  try {
    for (const { record, data } of [web, thumbnail]) await storage.put(record.key, data);
    const result = await runPhotoCommand(
      deps,
      input.requestId,
      { type: 'AttachPhoto', data: { photo, actor: input.actor } },
      ctx,
    );
    return { photoId, position: result.position };
  } catch (error) {
    await removeFiles();
    throw error;
  }
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

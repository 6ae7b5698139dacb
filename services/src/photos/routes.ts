import type { Context } from 'koa';
import type { DatabasePool } from 'slonik';
import {
  idempotencyKeyHeader,
  idempotencyKeySchema,
  photoIdParamsSchema,
  photoListQuerySchema,
  photoUploadFieldsSchema,
  recentPhotosQuerySchema,
} from '@memorial-care/contracts/http';
import {
  findPhotoFile,
  findRequestAccess,
  getPhoto,
  listRecentPhotos,
  listRequestPhotos,
  type PhotoReadOptions,
} from '@memorial-care/projections/photos';
import { defineRoute, parseInput, type AnyRoute, type SessionUser } from '../http/route';
import { NotFoundError, ValidationError } from '../shared/errors';
import { mayReadRequest } from '../service-requests/actor';
import { actorOf } from '../service-requests/route-actor';
import { attachPhoto, deletePhoto, readPhotosStream } from './commands';
import { processPhoto } from './image-processing';
import { readMultipartUpload } from './multipart-upload';
import { usePhotoAsCemeteryPosition, verifyPhotoOriginal } from './photo-proof';
import type { PhotoStorage } from './photo-storage';
import { assertMayChangePhotos, photoOfUpload } from './photos-decider';

const requestNotFound = 'Service request not found';
const photoNotFound = 'Photo not found';

/** Where a photo was taken is the office's to know: only the admin's answers carry it. */
const readOptionsFor = (user: SessionUser | null): PhotoReadOptions => ({
  withPresence: user?.role === 'admin',
});

/** The request's photos are visible to its viewers only; to everyone else it does not exist. */
const requireViewer = async (pool: DatabasePool, user: SessionUser | null, requestId: string) => {
  const access = await findRequestAccess(pool, requestId);
  if (!access || !mayReadRequest(actorOf(user), access)) throw new NotFoundError(requestNotFound);
  return access;
};

/**
 * Serves one stored rendition to those who may see its request. Private caching: the bytes of
 * a photo id never change, and the ETag (its hash) lets the browser revalidate cheaply.
 */
const serveRendition = (storage: PhotoStorage, variant: 'web' | 'thumbnail') =>
  defineRoute({
    method: 'get',
    path: `/api/photos/:id/${variant === 'web' ? 'image' : 'thumbnail'}`,
    access: ['admin', 'client', 'caretaker'],
    params: photoIdParamsSchema,
    handle: async ({ deps, params, user, ctx }) => {
      const file = await findPhotoFile(deps.pool, params.id, variant);
      if (!file || !mayReadRequest(actorOf(user), file)) throw new NotFoundError(photoNotFound);
      setImageHeaders(ctx, file.sha256, file.contentType, `${params.id}-${variant}.jpg`);
      if (ctx.fresh) return { status: 304 };
      const stored = await storage.open(file.key);
      if (!stored) {
        deps.logger.error({ photoId: params.id, key: file.key }, 'A recorded photo has no file');
        throw new NotFoundError(photoNotFound);
      }
      ctx.length = stored.bytes;
      return { body: stored.stream };
    },
  });

const setImageHeaders = (ctx: Context, sha256: string, contentType: string, fileName: string) => {
  ctx.status = 200;
  ctx.etag = sha256;
  ctx.type = contentType;
  ctx.set('Cache-Control', 'private, max-age=86400');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.attachment(fileName, { type: 'inline' });
};

export interface PhotoRouteOptions {
  readonly storage: PhotoStorage;
}

/**
 * Before/after photos of a service request: upload (multipart), list, delete, and the image
 * routes. Adding and removing: the admin and the assigned caretaker; seeing: also the owning
 * client. Everything about a photo is decided on the request's stream (photos-decider.ts).
 */
export const createPhotoRoutes = ({ storage }: PhotoRouteOptions): AnyRoute[] => [
  defineRoute({
    method: 'get',
    path: '/api/photos',
    access: ['admin', 'client', 'caretaker'],
    query: photoListQuerySchema,
    handle: async ({ deps, query, user }) => {
      await requireViewer(deps.pool, user, query.serviceRequestId);
      return {
        body: await listRequestPhotos(deps.pool, query.serviceRequestId, readOptionsFor(user)),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/photos/recent',
    access: ['admin', 'client', 'caretaker'],
    query: recentPhotosQuerySchema,
    handle: async ({ deps, query, user }) => {
      if (user?.role === 'admin')
        return { body: await listRecentPhotos(deps.pool, query, readOptionsFor(user)) };
      // A client sees their own requests' photos, a caretaker their tasks'; an account linked to
      // no client or caretaker record has none.
      const scope =
        user?.role === 'client'
          ? user.clientId && { clientId: user.clientId }
          : user?.caretakerId && { caretakerId: user.caretakerId };
      return { body: scope ? await listRecentPhotos(deps.pool, { ...query, ...scope }) : [] };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/photos/upload',
    idempotent: true,
    access: ['admin', 'caretaker'],
    accepts: ['multipart'],
    handle: async ({ deps, user, ctx, command }) => {
      const upload = await readMultipartUpload(ctx, 'photo');
      const fields = parseInput(photoUploadFieldsSchema, upload.fields, 'body');
      const header = ctx.get(idempotencyKeyHeader);
      const uploadKey = header
        ? parseInput(idempotencyKeySchema, header, 'headers.idempotency-key')
        : null;
      const actor = actorOf(user);
      const readPhoto = async (id: string) => {
        const photo = await getPhoto(deps.pool, id, readOptionsFor(user));
        if (!photo) throw new NotFoundError(photoNotFound);
        return photo;
      };
      const stream = await readPhotosStream(deps, fields.serviceRequestId);
      // Who may add photos is settled before the image is decoded.
      assertMayChangePhotos(stream.state, actor);
      // A retry of an upload already recorded (its answer lost, the key's stored answer gone)
      // is answered with that photo: exactly once, however late the retry.
      const earlier = photoOfUpload(stream.state, { uploadKey, uploadedBy: command.userId });
      if (earlier) {
        if (stream.position) await deps.waitForProjections(stream.position);
        return { status: 200, body: await readPhoto(earlier) };
      }
      if (!upload.file)
        throw new ValidationError('Please choose a photo', [
          { path: 'photo', message: 'Please choose a photo' },
        ]);
      const processed = await processPhoto(upload.file.data);
      const { photoId, position, created } = await attachPhoto(
        deps,
        storage,
        {
          requestId: fields.serviceRequestId,
          type: fields.type,
          description: fields.description,
          processed,
          devicePosition: fields.devicePosition,
          uploadKey,
          actor,
        },
        command,
      );
      if (position) await deps.waitForProjections(position);
      else if (!created) {
        const { position: head } = await readPhotosStream(deps, fields.serviceRequestId);
        if (head) await deps.waitForProjections(head);
      }
      return { status: created ? 201 : 200, body: await readPhoto(photoId), position };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/photos/:id',
    access: ['admin', 'caretaker'],
    params: photoIdParamsSchema,
    handle: async ({ deps, params, user, command }) => {
      const file = await findPhotoFile(deps.pool, params.id, 'web');
      if (!file || !mayReadRequest(actorOf(user), file)) throw new NotFoundError(photoNotFound);
      const { position } = await deletePhoto(
        deps,
        storage,
        { requestId: file.requestId, photoId: params.id, actor: actorOf(user) },
        command,
      );
      return { status: 204, position };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/photos/:id/verify',
    access: ['admin'],
    params: photoIdParamsSchema,
    handle: async ({ deps, params, command }) => ({
      body: await verifyPhotoOriginal(deps, storage, params.id, command.now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/photos/:id/use-as-cemetery-position',
    access: ['admin'],
    params: photoIdParamsSchema,
    handle: async ({ deps, params, command }) =>
      usePhotoAsCemeteryPosition(deps, params.id, command),
  }),
  serveRendition(storage, 'web'),
  serveRendition(storage, 'thumbnail'),
];

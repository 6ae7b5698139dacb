import type { DevicePosition, PhotoType } from '@memorial-care/contracts/domain';
import { idempotencyKeyHeader, photoSchema, type Photo } from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { config } from '../../../lib/config';
import { parseApiAnswer } from '../../../lib/api-client';
import { invalidateAfterPhotoChange, updateCachedPhotos } from './invalidate-after-change';

export const uploadPhotoPath = '/api/photos/upload';

export interface UploadPhotoVariables {
  /** One image: the endpoint takes one file per call, several files are several calls. */
  readonly file: Blob;
  readonly fileName: string;
  readonly serviceRequestId: string;
  readonly type: PhotoType;
  readonly description?: string | null;
  /** Where the device was, with the caretaker's consent; none without. */
  readonly devicePosition?: DevicePosition | null;
  /**
   * Made once when the photo was taken and kept with it on the device: every attempt sends the
   * same key, so a photo whose answer was lost is stored once however often it is sent.
   */
  readonly idempotencyKey: string;
  /** Told the share of the file sent so far, 0–100, as the upload goes. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

/** The part of XMLHttpRequest an upload uses (a fake one in tests). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'send'
  | 'abort'
  | 'setRequestHeader'
  | 'status'
  | 'statusText'
  | 'responseText'
  | 'withCredentials'
  | 'onload'
  | 'onerror'
  | 'onabort'
> & { readonly upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

/** multipart/form-data: the text fields first (the position's three or none), then `photo`. */
export function photoUploadFormOf({
  file,
  fileName,
  serviceRequestId,
  type,
  description,
  devicePosition,
}: UploadPhotoVariables): FormData {
  const form = new FormData();
  form.append('serviceRequestId', serviceRequestId);
  form.append('type', type);
  const text = description?.trim();
  if (text) form.append('description', text);
  if (devicePosition) {
    form.append('latitude', String(devicePosition.latitude));
    form.append('longitude', String(devicePosition.longitude));
    form.append('accuracyMeters', String(devicePosition.accuracyMeters));
  }
  form.append('photo', file, fileName);
  return form;
}

/** The share of the upload sent, 0–100; undefined when the browser cannot tell. */
export const uploadPercentOf = (loaded: number, total: number, lengthComputable = true) =>
  lengthComputable && total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;

/** The created photo of a 2xx answer, else the same errors as every other API call. */
export const uploadAnswerOf = (status: number, statusText: string, text: string): Photo =>
  parseApiAnswer('POST', uploadPhotoPath, photoSchema, { status, statusText, text });

/**
 * POST /api/photos/upload with upload progress, which fetch cannot report: an XMLHttpRequest
 * sending the session cookie, and the photo's own Idempotency-Key. A network failure rejects
 * with a TypeError (as fetch does), an abort with an AbortError.
 */
export function uploadPhoto(
  variables: UploadPhotoVariables,
  createRequest: () => UploadRequest = () => new XMLHttpRequest(),
): Promise<Photo> {
  return new Promise<Photo>((resolve, reject) => {
    const request = createRequest();
    const { onProgress, signal } = variables;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    request.open('POST', `${config.apiBaseUrl}${uploadPhotoPath}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(idempotencyKeyHeader, variables.idempotencyKey);
    request.upload.onprogress = (event) => {
      const percent = uploadPercentOf(event.loaded, event.total, event.lengthComputable);
      if (percent !== undefined) onProgress?.(percent);
    };
    request.onload = () => {
      try {
        resolve(uploadAnswerOf(request.status, request.statusText, request.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => {
      reject(new TypeError('The photo could not be sent'));
    };
    request.onabort = () => {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(photoUploadFormOf(variables));
  });
}

/** An uploaded photo shows in its request's grid at once; the lists and the History refetch. */
export function recordUploadedPhoto(queryClient: QueryClient, photo: Photo) {
  updateCachedPhotos(queryClient, photo.serviceRequestId, (photos) =>
    photos.some((known) => known.id === photo.id) ? [...photos] : [...photos, photo],
  );
  return invalidateAfterPhotoChange(queryClient, photo.serviceRequestId);
}

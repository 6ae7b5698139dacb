import type { PhotoType } from '@memorial-care/contracts/domain';
import { idempotencyKeyHeader, photoSchema, type Photo } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { config } from '../../../lib/config';
import { parseApiAnswer } from '../../../lib/api-client';
import { submissionKeys, type SubmissionKeys } from '../../../lib/submission-keys';
import { invalidateAfterPhotoChange, updateCachedPhotos } from './invalidate-after-change';

export const uploadPhotoPath = '/api/photos/upload';

export interface UploadPhotoVariables {
  /** One image: the endpoint takes one file per call, several files are several calls. */
  readonly file: File;
  readonly serviceRequestId: string;
  readonly type: PhotoType;
  readonly description?: string | null;
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

/** multipart/form-data: the text fields first, then the file in `photo`. */
export function photoUploadFormOf({
  file,
  serviceRequestId,
  type,
  description,
}: UploadPhotoVariables): FormData {
  const form = new FormData();
  form.append('serviceRequestId', serviceRequestId);
  form.append('type', type);
  const text = description?.trim();
  if (text) form.append('description', text);
  form.append('photo', file, file.name);
  return form;
}

/**
 * What makes two uploads the same submission for the Idempotency-Key: the chosen file (its
 * name, size, type and date, not its bytes) and the fields sent with it.
 */
export const photoUploadIdentityOf = ({
  file,
  serviceRequestId,
  type,
  description,
}: UploadPhotoVariables) => ({
  serviceRequestId,
  type,
  description: description?.trim() || null,
  file: { name: file.name, size: file.size, type: file.type, lastModified: file.lastModified },
});

/** The share of the upload sent, 0–100; undefined when the browser cannot tell. */
export const uploadPercentOf = (loaded: number, total: number, lengthComputable = true) =>
  lengthComputable && total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;

/** The created photo of a 2xx answer, else the same errors as every other API call. */
export const uploadAnswerOf = (status: number, statusText: string, text: string): Photo =>
  parseApiAnswer('POST', uploadPhotoPath, photoSchema, { status, statusText, text });

/**
 * POST /api/photos/upload with upload progress, which fetch cannot report: an XMLHttpRequest
 * sending the session cookie. A network failure or an abort rejects with a plain Error.
 * Like every create it sends an Idempotency-Key: one per chosen file, the same one when that
 * upload is sent again after no answer or a 5xx, so a photo whose answer was lost is not stored
 * twice.
 */
export function uploadPhoto(
  variables: UploadPhotoVariables,
  createRequest: () => UploadRequest = () => new XMLHttpRequest(),
  keys: SubmissionKeys = submissionKeys,
): Promise<Photo> {
  return new Promise<Photo>((resolve, reject) => {
    const request = createRequest();
    const { onProgress, signal } = variables;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const identity = photoUploadIdentityOf(variables);
    const settle = (status: number | null) =>
      keys.settle('POST', uploadPhotoPath, identity, status);
    request.open('POST', `${config.apiBaseUrl}${uploadPhotoPath}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(idempotencyKeyHeader, keys.keyFor('POST', uploadPhotoPath, identity));
    request.upload.onprogress = (event) => {
      const percent = uploadPercentOf(event.loaded, event.total, event.lengthComputable);
      if (percent !== undefined) onProgress?.(percent);
    };
    request.onload = () => {
      settle(request.status);
      try {
        resolve(uploadAnswerOf(request.status, request.statusText, request.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => {
      settle(null);
      reject(new TypeError('The photo could not be sent'));
    };
    request.onabort = () => {
      settle(null);
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(photoUploadFormOf(variables));
  });
}

/** Uploads one photo; the grid shows it at once, the lists and the History are refetched. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UploadPhotoVariables) => uploadPhoto(variables),
    onSuccess: (photo, { serviceRequestId }) => {
      updateCachedPhotos(queryClient, serviceRequestId, (photos) =>
        photos.some((known) => known.id === photo.id) ? [...photos] : [...photos, photo],
      );
      return invalidateAfterPhotoChange(queryClient, serviceRequestId);
    },
  });
}

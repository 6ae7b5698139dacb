import type { Photo } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { ApiContractError, ApiRequestError, serverMessageOf } from '../../../lib/api-client';
import { recentPhotosPath } from './get-recent-photos';
import {
  photoUploadFormOf,
  uploadAnswerOf,
  uploadPercentOf,
  uploadPhoto,
  type UploadRequest,
} from './upload-photo';

const requestId = '4f2a9c1b-0d3e-4f56-8a9b-0c1d2e3f4a5b';
const photoId = '66666666-6666-4666-8666-666666666666';

const created: Photo = {
  id: photoId,
  serviceRequestId: requestId,
  visitId: null,
  type: 'before',
  url: `/api/photos/${photoId}/image`,
  thumbnailUrl: `/api/photos/${photoId}/thumbnail`,
  description: null,
  uploadedAt: '2030-05-01T09:00:00.000Z',
  takenAt: '2030-05-01T10:59:58',
  uploadedBy: { userId: 'k', name: 'Dragan Nikolić' },
  width: 1600,
  height: 1200,
  originalBytes: 812_000,
  originalSha256: 'a'.repeat(64),
};

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

/** What the queue keeps of one photo: its image, name and the key made when it was taken. */
const photo = (type: 'before' | 'after' = 'before') => ({
  file: jpeg(),
  fileName: 'grave.jpg',
  serviceRequestId: requestId,
  type,
  idempotencyKey: 'photo-key-1',
});

// Node has no ProgressEvent: the handlers read only these three fields.
const progressEvent = (loaded: number, total: number) =>
  ({ loaded, total, lengthComputable: total > 0 }) as ProgressEvent;

/** A stand-in XMLHttpRequest that records what it was given and answers when told. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: XMLHttpRequest['onload'] = null;
  onerror: XMLHttpRequest['onerror'] = null;
  onabort: XMLHttpRequest['onabort'] = null;

  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as unknown as XMLHttpRequest, progressEvent(0, 0));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(this as unknown as XMLHttpRequest, progressEvent(loaded, total));
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.call(this as unknown as XMLHttpRequest, progressEvent(0, 0));
  }
  fail() {
    this.onerror?.call(this as unknown as XMLHttpRequest, progressEvent(0, 0));
  }
}

const failureOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the upload to fail');
};

describe('photoUploadFormOf', () => {
  it('sends the fields first, then the file in `photo`', () => {
    const form = photoUploadFormOf({ ...photo('after'), description: '  Fresh flowers ' });
    expect([...form.keys()]).toEqual(['serviceRequestId', 'type', 'description', 'photo']);
    expect(form.get('serviceRequestId')).toBe(requestId);
    expect(form.get('type')).toBe('after');
    expect(form.get('description')).toBe('Fresh flowers');
    expect((form.get('photo') as File).name).toBe('grave.jpg');
  });

  it('leaves an empty description out', () => {
    const form = photoUploadFormOf({ ...photo(), description: '   ' });
    expect(form.has('description')).toBe(false);
  });

  it('sends the device position as its three fields, or none of them', () => {
    const located = photoUploadFormOf({
      ...photo(),
      devicePosition: { latitude: 44.8106, longitude: 20.4797, accuracyMeters: 12.5 },
    });
    expect([...located.keys()]).toEqual([
      'serviceRequestId',
      'type',
      'latitude',
      'longitude',
      'accuracyMeters',
      'photo',
    ]);
    expect([
      located.get('latitude'),
      located.get('longitude'),
      located.get('accuracyMeters'),
    ]).toEqual(['44.8106', '20.4797', '12.5']);
    const unlocated = photoUploadFormOf({ ...photo(), devicePosition: null });
    expect(unlocated.has('latitude')).toBe(false);
    expect(unlocated.has('accuracyMeters')).toBe(false);
  });
});

describe('uploadPercentOf', () => {
  it('is the share sent, rounded, and unknown when the browser cannot tell', () => {
    expect(uploadPercentOf(0, 200)).toBe(0);
    expect(uploadPercentOf(101, 200)).toBe(51);
    expect(uploadPercentOf(200, 200)).toBe(100);
    expect(uploadPercentOf(10, 0)).toBeUndefined();
    expect(uploadPercentOf(10, 200, false)).toBeUndefined();
  });
});

describe('uploadAnswerOf', () => {
  it('parses the created photo', () => {
    expect(uploadAnswerOf(201, 'Created', JSON.stringify(created))).toEqual(created);
  });

  it('turns an error answer into the API error, keeping the server message', () => {
    const body = { message: 'The file is not an image', code: 'NOT_AN_IMAGE' };
    const error = (() => {
      try {
        uploadAnswerOf(422, 'Unprocessable Entity', JSON.stringify(body));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(422);
    expect(serverMessageOf(error, 'Failed to upload photo')).toBe('The file is not an image');
  });

  it('falls back for an answer without a JSON body (a proxy’s 413)', () => {
    const error = (() => {
      try {
        uploadAnswerOf(413, 'Payload Too Large', '');
      } catch (caught) {
        return caught;
      }
    })();
    expect((error as ApiRequestError).message).toBe('413: Payload Too Large');
    expect(serverMessageOf(error, 'Failed to upload photo')).toBe('Failed to upload photo');
  });

  it('reports a 2xx answer that breaks the contract', () => {
    expect(() => uploadAnswerOf(201, 'Created', '{"id":1}')).toThrow(ApiContractError);
  });
});

describe('uploadPhoto', () => {
  it('posts the form with the session cookie, reports progress and answers the photo', async () => {
    const request = new FakeRequest();
    const progress: number[] = [];
    const upload = uploadPhoto(
      { ...photo(), onProgress: (percent) => progress.push(percent) },
      () => request,
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/photos/upload');
    expect(request.withCredentials).toBe(true);
    expect(request.headers).toEqual({
      Accept: 'application/json',
      'Idempotency-Key': 'photo-key-1',
    });
    expect(request.body).toBeInstanceOf(FormData);
    request.progress(50, 200);
    request.progress(200, 200);
    request.answer(201, created);
    expect(await upload).toEqual(created);
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the API error of a refused upload', async () => {
    const request = new FakeRequest();
    const upload = uploadPhoto(photo('after'), () => request);
    request.answer(403, { message: 'Only the assigned caretaker can add photos' });
    const error = await failureOf(upload);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).body?.message).toBe(
      'Only the assigned caretaker can add photos',
    );
  });

  it('rejects on a network failure and on a cancel', async () => {
    const failing = new FakeRequest();
    const failed = uploadPhoto(photo('after'), () => failing);
    failing.fail();
    expect(serverMessageOf(await failureOf(failed), 'Failed to upload photo')).toBe(
      'Failed to upload photo',
    );

    const cancelled = new FakeRequest();
    const controller = new AbortController();
    const upload = uploadPhoto({ ...photo('after'), signal: controller.signal }, () => cancelled);
    controller.abort();
    expect(cancelled.aborted).toBe(true);
    expect((await failureOf(upload)) as Error).toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadPhoto’s Idempotency-Key', () => {
  it('sends the photo’s own key on every attempt: after no answer, a 5xx, and the answer', async () => {
    const attempts = [new FakeRequest(), new FakeRequest(), new FakeRequest()] as const;
    const [lost, crashed, answered] = attempts;
    const firstTry = uploadPhoto(photo(), () => lost);
    lost.fail();
    await failureOf(firstTry);
    const secondTry = uploadPhoto(photo(), () => crashed);
    crashed.answer(503, { message: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });
    await failureOf(secondTry);
    const thirdTry = uploadPhoto(photo(), () => answered);
    answered.answer(201, created);
    await thirdTry;

    expect(attempts.map((request) => request.headers['Idempotency-Key'])).toEqual([
      'photo-key-1',
      'photo-key-1',
      'photo-key-1',
    ]);
  });
});

describe('recentPhotosPath', () => {
  it('asks for the newest photos of a type', () => {
    expect(recentPhotosPath({ type: 'after', limit: 6 })).toBe(
      '/api/photos/recent?type=after&limit=6',
    );
    expect(recentPhotosPath({})).toBe('/api/photos/recent?type=after');
  });
});

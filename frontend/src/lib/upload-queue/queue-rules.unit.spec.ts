import { describe, expect, it } from 'vitest';
import { ApiContractError, ApiRequestError } from '../api-client';
import type { QueueItem, QueuedPhoto, QueuedTaskAction } from './queue-items';
import {
  afterFailure,
  backoffMs,
  failureKindOf,
  longestRetryMs,
  nextOrderOf,
  nextStepOf,
  queueCountsOf,
  queuedMovesOf,
  stateOf,
  statusAfterQueuedMoves,
  taskActionBodyOf,
} from './queue-rules';

const requestId = 'request-1';
const now = Date.parse('2030-05-01T10:00:00.000Z');

const work = (id: string, order: number) => ({
  id,
  userId: 'user-1',
  order,
  createdAt: new Date(order).toISOString(),
  idempotencyKey: `key-${id}`,
  serviceRequestId: requestId,
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  refusal: null,
});

const photo = (id: string, order: number, change: Partial<QueuedPhoto> = {}): QueuedPhoto => ({
  ...work(id, order),
  kind: 'photo',
  photoType: 'before',
  description: null,
  devicePosition: null,
  file: new Blob(['jpeg']),
  fileName: `${id}.jpg`,
  ...change,
});

const move = (
  id: string,
  order: number,
  action: QueuedTaskAction['action'],
  change: Partial<QueuedTaskAction> = {},
): QueuedTaskAction => ({ ...work(id, order), kind: 'task-action', action, ...change });

const apiError = (status: number, code?: string) =>
  new ApiRequestError(status, 'refused', { message: `Server says ${status}`, code });

const refused = { status: 403, message: 'Not yours', code: null };

describe('nextStepOf: one queue, strictly in the order taken', () => {
  it('sends the oldest item first, whatever order they are kept in', () => {
    const items: QueueItem[] = [move('start', now + 1, 'start'), photo('before', now)];
    expect(nextStepOf(items, now)).toEqual({ kind: 'send', item: items[1] });
  });

  it('holds everything behind an item that backs off, until its time', () => {
    const items = [
      photo('before', now, { nextAttemptAt: now + 4_000 }),
      move('start', now + 1, 'start'),
    ];
    expect(nextStepOf(items, now)).toEqual({ kind: 'wait', item: items[0], ms: 4_000 });
    expect(nextStepOf(items, now + 4_000)).toEqual({ kind: 'send', item: items[0] });
  });

  it('sends at once when the connection came back, back-off or not', () => {
    const items = [photo('before', now, { nextAttemptAt: now + 60_000 })];
    expect(nextStepOf(items, now, { ignoreBackoff: true })).toEqual({
      kind: 'send',
      item: items[0],
    });
  });

  it('holds the queue while the head photo is still finding its position', () => {
    const items = [
      photo('before', now, { devicePosition: 'locating' }),
      move('start', now + 1, 'start'),
    ];
    expect(nextStepOf(items, now)).toEqual({ kind: 'idle' });
  });

  it('passes over refused items: they are never sent again', () => {
    const items = [move('start', now, 'start', { refusal: refused }), photo('after', now + 1)];
    expect(nextStepOf(items, now)).toEqual({ kind: 'send', item: items[1] });
    expect(nextStepOf([items[0]!], now)).toEqual({ kind: 'idle' });
    expect(nextStepOf([], now)).toEqual({ kind: 'idle' });
  });
});

describe('nextOrderOf', () => {
  it('places a new item after every other, near its time', () => {
    expect(nextOrderOf([], now)).toBe(now);
    expect(nextOrderOf([photo('a', now + 5)], now)).toBe(now + 6);
    expect(nextOrderOf([photo('a', now - 50)], now)).toBe(now);
  });
});

describe('failureKindOf: what is tried again and what is the server’s final no', () => {
  it('tries again without an answer, after a server fault, signed out or rate limited', () => {
    expect(failureKindOf(new TypeError('Failed to fetch'))).toBe('retry');
    expect(failureKindOf(new DOMException('cancelled', 'AbortError'))).toBe('retry');
    for (const status of [500, 502, 503, 504, 401, 408, 429])
      expect(failureKindOf(apiError(status)), String(status)).toBe('retry');
  });

  it('tries again while the first attempt with the same key still runs', () => {
    expect(failureKindOf(apiError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS'))).toBe('retry');
  });

  it('takes any other 4xx as a refusal: reassigned, cancelled, not an image', () => {
    for (const status of [400, 403, 404, 409, 412, 413, 415, 422])
      expect(failureKindOf(apiError(status)), String(status)).toBe('refused');
    expect(failureKindOf(new ApiContractError('POST', '/api/photos/upload', null))).toBe('refused');
  });
});

describe('backoffMs', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(backoffMs(9)).toBe(longestRetryMs);
    expect(backoffMs(40)).toBe(longestRetryMs);
  });
});

describe('afterFailure', () => {
  it('schedules the next attempt after a network failure, keeping the key', () => {
    const failed = afterFailure(photo('a', now, { attempts: 2 }), new TypeError('offline'), now);
    expect(failed).toMatchObject({
      attempts: 3,
      nextAttemptAt: now + 8_000,
      lastError: 'offline',
      refusal: null,
      idempotencyKey: 'key-a',
    });
  });

  it('keeps the server’s message and code with a refused item', () => {
    const failed = afterFailure(move('s', now, 'start'), apiError(403, 'FORBIDDEN'), now);
    expect(failed.refusal).toEqual({ status: 403, message: 'Server says 403', code: 'FORBIDDEN' });
    expect(failed.nextAttemptAt).toBeNull();
  });
});

describe('what the screens show', () => {
  it('names each item’s state', () => {
    expect(stateOf(photo('a', now), null)).toBe('waiting');
    expect(stateOf(photo('a', now), 'a')).toBe('sending');
    expect(stateOf(photo('a', now, { devicePosition: 'locating' }), null)).toBe('locating');
    expect(stateOf(move('s', now, 'start', { refusal: refused }), null)).toBe('refused');
  });

  it('counts what waits and what was refused', () => {
    const items = [
      photo('a', now),
      move('s', now + 1, 'start'),
      move('c', now + 2, 'complete', { refusal: refused }),
    ];
    expect(queueCountsOf(items)).toEqual({ waiting: 2, refused: 1 });
  });

  it('lists a request’s moves still to send, and where the request will stand', () => {
    const items = [
      move('c', now + 2, 'complete'),
      photo('a', now),
      move('s', now + 1, 'start'),
      move('other', now + 3, 'start', { serviceRequestId: 'request-2' }),
      move('no', now + 4, 'start', { refusal: refused }),
    ];
    const moves = queuedMovesOf(items, requestId);
    expect(moves.map(({ id }) => id)).toEqual(['s', 'c']);
    expect(statusAfterQueuedMoves('scheduled', moves)).toBe('completed');
    expect(statusAfterQueuedMoves('scheduled', moves.slice(0, 1))).toBe('in_progress');
    expect(statusAfterQueuedMoves('cancelled', moves)).toBe('cancelled');
  });

  it('dates a queued completion when it was marked, not when it arrives', () => {
    const complete = move('c', now, 'complete');
    expect(taskActionBodyOf(complete)).toEqual({ completedDate: complete.createdAt });
    expect(taskActionBodyOf(move('s', now, 'start'))).toEqual({});
  });
});

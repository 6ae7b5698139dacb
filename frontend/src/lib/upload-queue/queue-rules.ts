import type { RequestStatus } from '@memorial-care/contracts/domain';
import { idempotencyErrorCodes, type TaskActionBody } from '@memorial-care/contracts/http';
import { ApiContractError, ApiRequestError } from '../api-client';
import {
  locatingPosition,
  type QueueItem,
  type QueueItemState,
  type QueueRefusal,
  type QueuedTaskAction,
} from './queue-items';

// The queue's rules, free of IndexedDB, timers and the network: what is sent next, what a
// failure means, how long to wait before the next attempt.

/** The first retry after this long, doubling each time… */
export const firstRetryMs = 2_000;
/** …up to this: a phone back in range sends within minutes (at once on the `online` event). */
export const longestRetryMs = 5 * 60_000;

/** How long to wait after the `attempts`-th failed attempt. */
export const backoffMs = (attempts: number): number =>
  Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));

/** Statuses that say "not now" rather than "no": the same request may succeed later. */
const retryableStatuses = new Set([401, 408, 425, 429]);

/**
 * Whether a failed attempt is tried again ('retry': no answer, a server fault, signed out, the
 * first attempt still running) or is the server's final "no" ('refused': any other 4xx, e.g. the
 * task was given to someone else, or an answer the app cannot read).
 */
export function failureKindOf(error: unknown): 'retry' | 'refused' {
  if (error instanceof ApiContractError) return 'refused';
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status >= 500 || retryableStatuses.has(error.status)) return 'retry';
  if (error.status === 409 && error.body?.code === idempotencyErrorCodes.inProgress) return 'retry';
  return 'refused';
}

/** What is kept of a refusal: the status, the server's message and code. */
export function refusalOf(error: unknown): QueueRefusal {
  if (error instanceof ApiRequestError)
    return {
      status: error.status,
      message: error.body?.message ?? error.message,
      code: error.body?.code ?? null,
    };
  return { status: 0, message: error instanceof Error ? error.message : String(error), code: null };
}

/** The item after a failed attempt: refused for good, or waiting for its next attempt. */
export function afterFailure<T extends QueueItem>(item: T, error: unknown, now: number): T {
  const attempts = item.attempts + 1;
  const lastError = error instanceof Error ? error.message : String(error);
  if (failureKindOf(error) === 'refused')
    return { ...item, attempts, lastError, refusal: refusalOf(error), nextAttemptAt: null };
  return { ...item, attempts, lastError, nextAttemptAt: now + backoffMs(attempts) };
}

/** The items in the order they were taken. */
export const inQueueOrder = <T extends QueueItem>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);

/** A new item's place: after every other, and near its time (stays in order across reloads). */
export const nextOrderOf = (items: readonly QueueItem[], now: number): number =>
  items.reduce((last, item) => Math.max(last, item.order + 1), now);

export type NextStep =
  | { readonly kind: 'send'; readonly item: QueueItem }
  | { readonly kind: 'wait'; readonly item: QueueItem; readonly ms: number }
  | { readonly kind: 'idle' };

/**
 * What the runner does next. One queue, strictly in order: the oldest item not refused goes
 * first, and nothing behind it goes before it (a photo taken before the Start arrives before the
 * Start). A photo still finding its position holds the queue until it has one; an item backing
 * off holds it until its time, unless `ignoreBackoff` (the connection just came back).
 */
export function nextStepOf(
  items: readonly QueueItem[],
  now: number,
  { ignoreBackoff = false } = {},
): NextStep {
  const head = inQueueOrder(items).find((item) => item.refusal === null);
  if (!head) return { kind: 'idle' };
  if (head.kind === 'photo' && head.devicePosition === locatingPosition) return { kind: 'idle' };
  if (!ignoreBackoff && head.nextAttemptAt !== null && head.nextAttemptAt > now)
    return { kind: 'wait', item: head, ms: head.nextAttemptAt - now };
  return { kind: 'send', item: head };
}

/** How the item looks: refused, on its way, finding its position, or waiting its turn. */
export function stateOf(item: QueueItem, sendingId: string | null): QueueItemState {
  if (item.refusal !== null) return 'refused';
  if (item.id === sendingId) return 'sending';
  if (item.kind === 'photo' && item.devicePosition === locatingPosition) return 'locating';
  return 'waiting';
}

/** The counts the caretaker's screens show: still to send, and refused (until dismissed). */
export function queueCountsOf(items: readonly QueueItem[]) {
  const refused = items.filter((item) => item.refusal !== null).length;
  return { waiting: items.length - refused, refused };
}

/** A request's task moves still to send, in order. */
export const queuedMovesOf = (
  items: readonly QueueItem[],
  serviceRequestId: string,
): QueuedTaskAction[] =>
  inQueueOrder(items).filter(
    (item): item is QueuedTaskAction =>
      item.kind === 'task-action' &&
      item.serviceRequestId === serviceRequestId &&
      item.refusal === null,
  );

/** Where the request stands once its queued moves arrive (what the screen offers next). */
export function statusAfterQueuedMoves(
  status: RequestStatus,
  moves: readonly Pick<QueuedTaskAction, 'action'>[],
): RequestStatus {
  return moves.reduce<RequestStatus>((current, { action }) => {
    if (action === 'start' && current === 'scheduled') return 'in_progress';
    if (action === 'complete' && current === 'in_progress') return 'completed';
    return current;
  }, status);
}

/**
 * The body of a queued move: a completion is dated when the caretaker marked it, not when the
 * phone found a connection. Fixed for the item, as its Idempotency-Key needs.
 */
export const taskActionBodyOf = (item: QueuedTaskAction): TaskActionBody =>
  item.action === 'complete' ? { completedDate: item.createdAt } : {};

import type { DevicePosition, PhotoType } from '@memorial-care/contracts/domain';

/** Why the server turned an item down: kept with it until the person dismisses it. */
export interface QueueRefusal {
  readonly status: number;
  /** The server's own message (in English), or the error's text when it sent none. */
  readonly message: string;
  readonly code: string | null;
}

/** What every piece of work waiting on the device keeps, whatever it is. */
interface QueuedWork {
  readonly id: string;
  /** The signed-in user who took it: each user's queue is their own. */
  readonly userId: string;
  /** Its place in the user's queue (ascending): the order the work was taken in. */
  readonly order: number;
  /** When it was taken (ISO). */
  readonly createdAt: string;
  /** Made once when the work is taken and sent with every attempt: the server does it once. */
  readonly idempotencyKey: string;
  readonly serviceRequestId: string;
  /** Attempts that ended without an answer to keep (network, 5xx, a refusal). */
  readonly attempts: number;
  /** Not before this time (epoch ms): the back-off after a failed attempt; null = at once. */
  readonly nextAttemptAt: number | null;
  /** The last failure's text, for the person who wonders why it still waits. */
  readonly lastError: string | null;
  /** Set once the server refused it: it is never sent again. */
  readonly refusal: QueueRefusal | null;
}

/** The device position while it is being found: the photo waits for it, in its place. */
export const locatingPosition = 'locating';

/** A photo taken on the device, with what its upload sends. */
export interface QueuedPhoto extends QueuedWork {
  readonly kind: 'photo';
  readonly photoType: PhotoType;
  readonly description: string | null;
  /** With the person's consent; null without a fix (or without consent). */
  readonly devicePosition: DevicePosition | null | typeof locatingPosition;
  readonly file: Blob;
  readonly fileName: string;
}

/** The caretaker's task moves that can wait for a connection. */
export type QueuedTaskMove = 'start' | 'complete';

export interface QueuedTaskAction extends QueuedWork {
  readonly kind: 'task-action';
  readonly action: QueuedTaskMove;
}

export type QueueItem = QueuedPhoto | QueuedTaskAction;

/** How an item looks to the person: waiting its turn, on its way, or refused by the server. */
export type QueueItemState = 'locating' | 'waiting' | 'sending' | 'refused';

import type { Logger } from 'pino';
import type { Position } from '@memorial-care/contracts/event-store';
import type { LogPage } from './log-page';
import type { LockNamespace } from './locks';

/** Where a subscriber continues once its lock is held (re-asked after any doubt). */
export type SubscriberStart =
  /** Follow `$all` after this position. */
  | { readonly kind: 'ready'; readonly position: Position }
  /** Keep the lock but do nothing until woken or `recheckMs` passed (a paused projection). */
  | { readonly kind: 'wait'; readonly recheckMs: number }
  /** Give the lock up for a while (a rebuild wants it). */
  | { readonly kind: 'yield' };

export type HandleOutcome =
  /** Everything handed over is done; the checkpoint is now `position`. */
  | { readonly kind: 'advanced'; readonly position: Position }
  /** The checkpoint moved elsewhere or its status changed: ask `resume` again at once. */
  | { readonly kind: 'resync' }
  /** Failed at an event after the saved checkpoint: `resume` again after backoff(`attempt`). */
  | { readonly kind: 'retry'; readonly attempt: number };

export interface SubscriberContext {
  /** Whether another session holds this subscriber's lock in `namespace` (e.g. a rebuild). */
  isLockedElsewhere(namespace: LockNamespace): Promise<boolean>;
}

/**
 * What the event consumer drives: a projection or a reactor. It owns its checkpoint and its
 * failure policy; the consumer owns the reading of `$all`, the advisory lock (one active
 * instance across processes) and the retry timing.
 */
export interface Subscriber {
  /** The lock namespace: one lock per name and kind. */
  readonly kind: 'projection' | 'reactor';
  readonly name: string;
  /** Before each lock attempt: make the checkpoint row exist, so the admin sees it at once. */
  prepare(): Promise<void>;
  /** With the lock held: read the checkpoint and say where to continue. */
  resume(context: SubscriberContext): Promise<SubscriberStart>;
  /** The events of `$all` after `from`, in order; `page` holds at least one. */
  handle(from: Position, page: LogPage): Promise<HandleOutcome>;
  /** A failure outside `handle`'s own policy (lock, reading the log), for the admin's view. */
  failed?(error: unknown, attempt: number): Promise<void>;
  /**
   * It has handled everything the log held a moment ago (the read came back short or empty):
   * the moment to finish what a catch-up put off. Not awaited by the reader; errors are logged.
   */
  caughtUp?(): Promise<void>;
  /** The lock is being given up (stop, yield, lost): save what is pending. */
  release?(): Promise<void>;
}

/** Tells the subscriber it has caught up (see Subscriber.caughtUp); not awaited. */
export const announceCaughtUp = (subscriber: Subscriber, logger: Logger) =>
  void subscriber
    .caughtUp?.()
    .catch((error: unknown) =>
      logger.warn({ err: error, [subscriber.kind]: subscriber.name }, 'catch-up finish failed'),
    );

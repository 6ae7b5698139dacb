import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { DatabaseTransactionConnection } from 'slonik';

/**
 * A projection owns its tables (created by its migrations) and turns events into rows.
 * `applyBatch` runs inside the runner's transaction, together with the checkpoint update, and
 * must be idempotent. It receives only the events whose type is in `eventTypes`, in log order;
 * set-based SQL over the whole batch is what keeps catch-up fast (budget: 30,000 events/s into all read models).
 */
export interface Projection {
  readonly name: string;
  readonly eventTypes: readonly string[];
  /** Tables emptied by a rebuild, children first. */
  readonly tables: readonly string[];
  readonly migrations: { readonly group: string; readonly directory: URL };
  /**
   * Indexes of its tables that only the API's queries read (never `applyBatch`): a long
   * catch-up from zero drops them and builds them once it has caught up (deferred-indexes.ts).
   */
  readonly queryIndexes?: readonly string[];
  applyBatch(tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]): Promise<void>;
}

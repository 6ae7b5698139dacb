import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import type { ProjectionWaiter } from '@memorial-care/projections';

/** What route handlers get: the wired infrastructure, never module-level singletons. */
export interface AppDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  /**
   * Read-your-writes: resolves once the projections in scope have passed `position`, or after a
   * bounded wait, naming the ones that lag. No scope: every projection; inside a request, the
   * ones that handle what the request appended (see read-your-writes.ts).
   */
  readonly waitForProjections: ProjectionWaiter;
}

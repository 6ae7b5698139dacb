import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore, Position } from '@memorial-care/contracts/event-store';

/** What route handlers get: the wired infrastructure, never module-level singletons. */
export interface AppDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  /** Read-your-writes: resolves once every projection has passed `position` (bounded wait). */
  readonly waitForProjections: (position: Position) => Promise<void>;
}

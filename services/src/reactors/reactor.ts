import type { RecordedEvent } from '@memorial-care/contracts/event-store';

/**
 * A reactor turns events into side effects (mostly jobs), from the event log, so a job is not
 * lost when Redis is briefly away: the reactor runner keeps a checkpoint per reactor, retries a
 * failing `react` with backoff (never skipping an event), and `react` must be idempotent (use
 * the event id as the job id).
 */
export interface Reactor<Deps> {
  readonly name: string;
  readonly eventTypes: readonly string[];
  react(event: RecordedEvent, deps: Deps): Promise<void>;
}

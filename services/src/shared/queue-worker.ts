import type { Job } from 'bullmq';
import type { Logger } from 'pino';

/**
 * One queue's processor; features export these and the entry point lists them, and the worker
 * role (`roles/worker.ts`) runs them.
 */
export interface QueueWorkerDefinition<Data = unknown, Result = unknown> {
  readonly queueName: string;
  readonly process: (
    job: Job<Data, Result>,
    context: { readonly logger: Logger },
  ) => Promise<Result>;
  readonly concurrency?: number;
}

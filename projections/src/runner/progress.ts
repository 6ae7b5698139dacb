import { EventEmitter } from 'node:events';
import type { Position } from '@memorial-care/contracts/event-store';
import type { ProjectionStatus } from './checkpoint-store';

export interface ProjectionProgress {
  readonly name: string;
  readonly status: ProjectionStatus;
  /** The checkpoint just committed. */
  readonly position: Position;
}

/**
 * In-process signal from the runners (after each committed batch, pause or rebuild) to the
 * read-your-writes waiter, so an API in the same process answers without waiting for a poll.
 */
export const projectionProgress = new EventEmitter<{ progress: [ProjectionProgress] }>();
projectionProgress.setMaxListeners(0);

export const reportProgress = (progress: ProjectionProgress) =>
  projectionProgress.emit('progress', progress);

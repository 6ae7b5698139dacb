export type { Projection } from './projection';
export { addProjections, startProjectionRunners } from './start';
export type { ProjectionRunners, StartProjectionRunnersOptions } from './start';
export {
  createEventConsumer,
  applyConcurrencyFor,
  defaultBatchSize,
  defaultConsumerTiming,
} from './consumer';
export type {
  ConsumerTiming,
  ConsumerTiming as RunnerTiming,
  EventConsumer,
  EventConsumerOptions,
  SubscriberGroup,
} from './consumer';
export type { HandleOutcome, Subscriber, SubscriberContext, SubscriberStart } from './subscriber';
export type { LogPage } from './log-page';
export { createLogPage } from './log-page';
export { createLogReader } from './log-reader';
export type { LogReader } from './log-reader';
export { activeSubscriberLocks, lockNamespaces } from './locks';
export type { HeldSubscriberLock, LockNamespace } from './locks';
export { resumeProjection, readCheckpoint, zeroPosition, isZeroPosition } from './checkpoint-store';
export type { Checkpoint, ProjectionFailure, ProjectionStatus } from './checkpoint-store';
export { createProjectionWaiter, projectionsHandling } from './waiter';
export type { ProjectionWaiter, ProjectionWaiterOptions, WaitOutcome, WaitScope } from './waiter';
export { projectionProgress } from './progress';
export type { ProjectionProgress } from './progress';
export { getProjectionStatuses, lagCountCap } from './status';
export type { ProjectionStatusOptions, ProjectionStatusView } from './status';
export type { ProjectionSkipView } from '../projection-skips/queries';
export { applicableEvents } from './apply-batch';

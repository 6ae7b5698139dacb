export type { Reactor } from './reactor';
export { addReactors, defaultCheckpointFlushMs, startReactors } from './start-reactors';
export type {
  AddReactorsOptions,
  ReactorTiming,
  RunningReactors,
  StartReactorsOptions,
} from './start-reactors';
export { reactorSubscriber } from './reactor-subscriber';
export { getReactorStatuses, reactorLagCountLimit } from './reactor-status';
export type { ReactorStatusView } from './reactor-status';
export { readReactorCheckpoint, resetReactorCheckpoint } from './checkpoint-store';
export type { ReactorCheckpoint } from './checkpoint-store';
export { reactorRoutes } from './routes';

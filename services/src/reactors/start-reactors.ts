import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import {
  createEventConsumer,
  type ConsumerTiming,
  type EventConsumer,
  type SubscriberGroup,
} from '@memorial-care/projections';
import type { Reactor } from './reactor';
import { reactorSubscriber } from './reactor-subscriber';

/** Passed events are saved within this long (see checkpoint-saver.ts). */
export const defaultCheckpointFlushMs = 1_000;

export interface AddReactorsOptions<Deps> {
  readonly pool: DatabasePool;
  readonly reactors: readonly Reactor<Deps>[];
  /** What the reactions need (the mail outbox, secrets, URLs). */
  readonly deps: Deps;
  readonly logger: Logger;
  readonly checkpointFlushMs?: number;
}

/** Registers the reactors with the process's consumer (the worker role). */
export const addReactors = async <Deps>(
  consumer: EventConsumer,
  { reactors, checkpointFlushMs = defaultCheckpointFlushMs, ...options }: AddReactorsOptions<Deps>,
): Promise<SubscriberGroup> => {
  const group = await consumer.add(
    reactors.map((reactor) => reactorSubscriber({ ...options, reactor, checkpointFlushMs })),
  );
  if (reactors.length > 0)
    options.logger.info({ reactors: reactors.map((r) => r.name) }, 'Reactors started');
  return group;
};

export type ReactorTiming = Omit<ConsumerTiming, 'pausedRecheckMs' | 'detachAfterMs'> & {
  readonly checkpointFlushMs: number;
};

export interface StartReactorsOptions<Deps> extends AddReactorsOptions<Deps> {
  /** For the consumer's lock connection (outside the pool). */
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly timing?: Partial<ReactorTiming>;
}

export interface RunningReactors {
  /** Lets the current reactions finish, saves the checkpoints and releases the locks. */
  stop(): Promise<void>;
}

/** A consumer of its own running only these reactors (tests, a worker without projections). */
export const startReactors = async <Deps>({
  databaseUrl,
  eventStore,
  timing: { checkpointFlushMs, ...timing } = {},
  ...options
}: StartReactorsOptions<Deps>): Promise<RunningReactors> => {
  const consumer = createEventConsumer({
    pool: options.pool,
    databaseUrl,
    eventStore,
    logger: options.logger,
    timing,
  });
  try {
    await addReactors(consumer, {
      ...options,
      ...(checkpointFlushMs ? { checkpointFlushMs } : {}),
    });
  } catch (error) {
    await consumer.stop();
    throw error;
  }
  return { stop: () => consumer.stop() };
};

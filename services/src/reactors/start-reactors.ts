import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import type { Reactor } from './reactor';
import { reactorLockKey } from './reactor-lock';
import { defaultReactorTiming, startReactorRunner, type ReactorTiming } from './reactor-runner';

export interface StartReactorsOptions<Deps> {
  readonly pool: DatabasePool;
  /** For each reactor's dedicated lock connection (outside the pool). */
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly reactors: readonly Reactor<Deps>[];
  /** What the reactions need (the mail outbox, secrets, URLs). */
  readonly deps: Deps;
  readonly logger: Logger;
  readonly timing?: Partial<ReactorTiming>;
}

export interface RunningReactors {
  /** Lets the current reactions finish, saves the checkpoints and releases the locks. */
  stop(): Promise<void>;
}

const assertDistinct = (names: readonly string[]) => {
  const byKey = new Map<number, string>();
  for (const name of names) {
    const other = byKey.get(reactorLockKey(name));
    if (other !== undefined)
      throw new Error(
        other === name
          ? `Duplicate reactor name: ${name}`
          : `Reactors ${other} and ${name} share an advisory lock key; rename one`,
      );
    byKey.set(reactorLockKey(name), name);
  }
};

/**
 * Starts one runner per reactor (one active instance per reactor across all processes).
 * Resolves once every runner has either taken its lock or found it held elsewhere.
 */
export const startReactors = async <Deps>({
  reactors,
  timing,
  ...shared
}: StartReactorsOptions<Deps>): Promise<RunningReactors> => {
  assertDistinct(reactors.map((r) => r.name));
  const runners = reactors.map((reactor) =>
    startReactorRunner({ ...shared, reactor, timing: { ...defaultReactorTiming, ...timing } }),
  );
  await Promise.all(runners.map((runner) => runner.ready));
  if (runners.length > 0)
    shared.logger.info({ reactors: reactors.map((r) => r.name) }, 'Reactors started');
  return {
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
};

/**
 * "Something may have been appended": a counter that waiters compare with the value they saw
 * before their last read. A wake-up that lands between a read and the wait that follows it is
 * therefore never lost (an event emitter alone would drop it and cost a full poll interval).
 */
export interface ChangeSignal {
  readonly version: () => number;
  /** Something changed: wakes every waiter. */
  readonly notify: () => void;
  /** Resolves once the version differs from `seen`, after `timeoutMs`, or on abort. */
  readonly wait: (seen: number, timeoutMs: number, signal: AbortSignal) => Promise<void>;
}

export const createChangeSignal = (): ChangeSignal => {
  let version = 0;
  const waiters = new Set<() => void>();
  return {
    version: () => version,
    notify() {
      version++;
      for (const wake of [...waiters]) wake();
    },
    wait(seen, timeoutMs, signal) {
      if (version !== seen || signal.aborted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(done);
        signal.addEventListener('abort', done);
      });
    },
  };
};

import { availableParallelism } from 'node:os';
import { TooManyRequestsError } from '../shared/errors';

/**
 * Bounds how many password hashes (scrypt, ~200 ms of a CPU and 64 MB each) run at once, per
 * client address and in this process, so a flood of sign-ins cannot make a real one wait for
 * seconds. Over a bound the caller gets a 429 at once; only the process-wide bound queues, and
 * that queue is short and its wait bounded.
 */
export interface PasswordCheckGate {
  run<T>(address: string, check: () => Promise<T>): Promise<T>;
}

export interface PasswordCheckLimits {
  /** Checks one client address may have running or queued. */
  readonly perAddress: number;
  /** Checks running at once in this process. */
  readonly overall: number;
  /** Checks waiting for a free slot; more are refused. */
  readonly maxQueued: number;
  /** A queued check that found no slot within this is refused. */
  readonly maxWaitMs: number;
}

const overall = availableParallelism() * 2;
export const defaultPasswordCheckLimits: PasswordCheckLimits = {
  perAddress: 2,
  overall,
  maxQueued: overall * 2,
  maxWaitMs: 2_000,
};

export const busyMessage = 'Too many sign-in attempts at once. Try again in a moment.';
const busy = () => new TooManyRequestsError(busyMessage, 1);

export const createPasswordCheckGate = (
  limits: PasswordCheckLimits = defaultPasswordCheckLimits,
): PasswordCheckGate => {
  const perAddress = new Map<string, number>();
  let running = 0;
  const queue: { admit: () => void }[] = [];

  const takeSlot = () =>
    new Promise<void>((resolve, reject) => {
      if (running < limits.overall) {
        running += 1;
        resolve();
        return;
      }
      if (queue.length >= limits.maxQueued) {
        reject(busy());
        return;
      }
      const entry = {
        admit: () => {
          clearTimeout(timer);
          running += 1;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(entry), 1);
        reject(busy());
      }, limits.maxWaitMs);
      queue.push(entry);
    });

  const releaseSlot = () => {
    running -= 1;
    queue.shift()?.admit();
  };

  return {
    async run(address, check) {
      const mine = perAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) throw busy();
      perAddress.set(address, mine + 1);
      try {
        await takeSlot();
        try {
          return await check();
        } finally {
          releaseSlot();
        }
      } finally {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left === 0) perAddress.delete(address);
        else perAddress.set(address, left);
      }
    },
  };
};

/**
 * Rejects with `message` when `promise` takes longer than `ms`. While Redis is away a BullMQ
 * call can wait for the reconnect indefinitely; callers would rather fail and retry.
 */
export const withTimeout = <T>(promise: Promise<T>, ms: number, message: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

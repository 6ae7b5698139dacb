import { spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { repoRoot } from '../config/config';

/** The app's entry point as an OS process of its own, the way a deployment runs it. */
export interface AppProcess {
  readonly name: string;
  /** What it printed so far (stdout and stderr, interleaved), for failure messages. */
  output(): string;
  /** Resolves with the first match in the output; rejects when the process exits first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** SIGTERM, then the exit code (null when a signal ended it); rejects after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<number | null>;
  /** SIGKILL when it still runs (afterAll, whatever happened). */
  kill(): void;
}

interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

const entryPoint = 'services/src/main.ts';

/**
 * Starts `node --import tsx services/src/main.ts` with `env` and nothing else from the test's
 * environment but PATH: one Node process (no tsx wrapper in between), so SIGTERM reaches the
 * app itself and its exit code is the app's.
 */
export const spawnAppProcess = (
  name: string,
  env: Readonly<Record<string, string>>,
): AppProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', entryPoint], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const printed = new EventEmitter();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    printed.emit('output');
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  // 'close', not 'exit': by then the last lines it printed have arrived too.
  let exit: Exit | null = null;
  const exited = once(child, 'close').then(([code, signal]) => {
    exit = { code: code as number | null, signal: signal as NodeJS.Signals | null };
    printed.emit('output');
    return exit;
  });

  const failure = (message: string) =>
    new Error(`${name}: ${message}\n--- output of ${name}, the end ---\n${output.slice(-10_000)}`);

  const within = <T>(promise: Promise<T>, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(failure(`${what} within ${timeoutMs} ms`)), timeoutMs);
      promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });

  return {
    name,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 60_000) =>
      within(
        new Promise<RegExpMatchArray>((resolve, reject) => {
          const look = () => {
            const match = pattern.exec(output);
            if (match) resolve(match);
            else if (exit) reject(failure(`exited (${JSON.stringify(exit)}) before ${pattern}`));
            else return;
            printed.off('output', look);
          };
          printed.on('output', look);
          look();
        }),
        timeoutMs,
        `no ${pattern} in the output`,
      ),
    async stop(timeoutMs = 10_000) {
      if (!exit) child.kill('SIGTERM');
      const { code } = await within(exited, timeoutMs, 'did not exit after SIGTERM');
      return code;
    },
    kill() {
      if (!exit) child.kill('SIGKILL');
    },
  };
};

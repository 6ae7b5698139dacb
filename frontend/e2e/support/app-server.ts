import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const databaseServerUrl = () =>
  new URL(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');

export interface RunningApp {
  readonly baseUrl: string;
  readonly databaseUrl: string;
  /** Where this instance keeps uploaded photos: a fresh temporary folder, removed on stop. */
  readonly photoStorageDir: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the real app the way a newcomer does (the same entry point, demo data on), on a free
 * port, a fresh database and a fresh photo folder, and waits until /readyz answers (which it
 * does once the demo data is in place).
 */
export const startApp = async (env: Record<string, string> = {}): Promise<RunningApp> => {
  const port = await freePort();
  const databaseUrl = databaseServerUrl();
  databaseUrl.pathname = `/mc_e2e_${randomBytes(4).toString('hex')}`;
  const photoStorageDir = await mkdtemp(join(tmpdir(), 'mc-e2e-photos-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Links in mails must open this instance.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PHOTO_STORAGE_DIR: photoStorageDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await rm(photoStorageDir, { recursive: true, force: true });
      throw new Error(`The app exited early:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await rm(photoStorageDir, { recursive: true, force: true });
      throw new Error(`The app did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    databaseUrl: databaseUrl.toString(),
    photoStorageDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      const admin = databaseServerUrl();
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
      await rm(photoStorageDir, { recursive: true, force: true });
    },
  };
};

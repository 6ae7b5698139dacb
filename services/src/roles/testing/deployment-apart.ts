import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { eventually } from '@memorial-care/projections/testing';
import { createEventStore } from '../../event-store/create-event-store';
import { deleteQueueKeys, uniqueQueuePrefix } from '../../mail/testing/queue-keys';
import { spawnAppProcess, type AppProcess } from '../../testing/app-process';
import { testRedisUrl } from '../../testing/database-urls';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/**
 * Production's shape on one machine: the entry point started as separate OS processes — two
 * with ROLES=api, one projector, one worker — sharing one database, one Redis prefix, one mail
 * outbox and one photo directory, as the README's roles section describes.
 */
export interface DeploymentApart {
  readonly database: TestDatabase;
  /** The test's own view of the log (the PostgreSQL store of the deployment's database). */
  readonly eventStore: EventStore;
  /** Where the two API processes listen. */
  readonly apiUrls: readonly [string, string];
  /** In start order: mc-api-1, mc-api-2, mc-projector, mc-worker (their PostgreSQL names too). */
  readonly processes: readonly AppProcess[];
  /** The mails the worker wrote to the development outbox, soft line breaks undone. */
  outboxMails(): Promise<string[]>;
  /** Kills what still runs and removes the database, the Redis keys and the directories. */
  close(): Promise<void>;
}

/**
 * Pooled connections per process: with the consumer's lock session and the event store's LISTEN
 * connection, a process holds at most this + 2, so four of them stay far from CI's 100.
 */
export const databasePoolSize = 4;

const running = /Memorial Care is running(?:: open (http:\/\/[^\s"]+))?/;

export const startDeploymentApart = async (): Promise<DeploymentApart> => {
  const database = await createTestDatabase();
  const eventStore = createEventStore({ databaseUrl: database.url, pool: database.pool });
  const prefix = uniqueQueuePrefix();
  const mailOutboxDir = join(tmpdir(), `${prefix}-mail-outbox`);
  const photoStorageDir = join(tmpdir(), `${prefix}-photos`);
  const processes: AppProcess[] = [];

  const start = async (name: string, roles: string) => {
    // Each process names its PostgreSQL sessions, so a lock or a connection can be traced to it.
    const databaseUrl = new URL(database.url);
    databaseUrl.searchParams.set('application_name', name);
    const child = spawnAppProcess(name, {
      NODE_ENV: 'test',
      ROLES: roles,
      HOST: '127.0.0.1',
      // The OS picks a free port; the start line says which.
      PORT: '0',
      DATABASE_URL: databaseUrl.toString(),
      DATABASE_POOL_SIZE: String(databasePoolSize),
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      MAIL_OUTBOX_DIR: mailOutboxDir,
      PHOTO_STORAGE_DIR: photoStorageDir,
      PUBLIC_URL: 'http://memorial-care.test',
    });
    processes.push(child);
    const [, url] = await child.waitForOutput(running);
    return url;
  };

  const startApi = async (name: string) => {
    const url = await start(name, 'api');
    if (!url) throw new Error(`${name} did not say where it listens`);
    await eventually(
      () => fetch(`${url}/readyz`).then((r) => r.status),
      (status) => status === 200,
    );
    return url;
  };

  const close = async () => {
    for (const child of processes) child.kill();
    await Promise.all(processes.map((child) => child.stop(5_000).catch(() => undefined)));
    await eventStore.close();
    await database.drop();
    await deleteQueueKeys(testRedisUrl(), prefix);
    await rm(mailOutboxDir, { recursive: true, force: true });
    await rm(photoStorageDir, { recursive: true, force: true });
  };

  try {
    const [api1, api2] = await Promise.all([
      startApi('mc-api-1'),
      startApi('mc-api-2'),
      start('mc-projector', 'projector'),
      start('mc-worker', 'worker'),
    ]);
    return {
      database,
      eventStore,
      apiUrls: [api1, api2],
      processes,
      async outboxMails() {
        const files = await readdir(mailOutboxDir).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
        return Promise.all(
          files.map(async (file) =>
            (await readFile(join(mailOutboxDir, file), 'utf8')).replace(/=\r?\n/g, ''),
          ),
        );
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

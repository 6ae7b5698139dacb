import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import type { AppConfig } from '../config/config';
import { createInvoiceAgingWorker, scheduleInvoiceAging } from '../billing/overdue-invoice-jobs';
import { createPlanInvoicingWorker, schedulePlanInvoicing } from '../billing/plan-invoicing-jobs';
import { createCarePlansWorker, scheduleCarePlans } from '../care-plans/care-plan-jobs';
import {
  createCareRemindersWorker,
  scheduleCareReminders,
} from '../care-reminders/care-reminder-jobs';
import { createMailOutbox } from '../mail/mail-outbox';
import type { MailOutbox } from '../mail/mail-port';
import { createMailQueue, type MailQueue, type MailRetryPolicy } from '../mail/mail-queue';
import { createMailWorker } from '../mail/mail-worker';
import {
  createMailboxAccessTokenSource,
  type MailboxAccessTokenSource,
} from '../mail-authorization';
import { createMailAttachmentStorage } from '../mailbox-sync/mail-attachments';
import { createMailboxSyncWorker, scheduleMailboxSync } from '../mailbox-sync/mailbox-sync-jobs';
import { createOrphanSweepWorker, scheduleOrphanSweep } from '../photos/orphan-sweep-jobs';
import { createLocalPhotoStorage } from '../photos/photo-storage';
import { createMailTransport } from '../mail/transports';
import type { EventConsumer } from '@memorial-care/projections';
import type { AppReactorDeps } from '../reactors/all-reactors';
import type { Reactor } from '../reactors/reactor';
import { addReactors, startReactors, type ReactorTiming } from '../reactors/start-reactors';
import { createRedisClient } from './redis';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { startWorkerHost } from './worker';

export interface WorkerRoleOptions {
  readonly config: Pick<
    AppConfig,
    | 'databaseUrl'
    | 'redisUrl'
    | 'smtpUrl'
    | 'mailFrom'
    | 'mailOutboxDir'
    | 'inviteSecret'
    | 'publicUrl'
    | 'photoStorageDir'
    | 'carePlanLeadDays'
    | 'imap'
    | 'mailAttachmentDir'
    | 'mailOAuth'
    | 'mailTokenKey'
  >;
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  readonly reactors: readonly Reactor<AppReactorDeps>[];
  /** Queues of other features, beside the mail queue. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly queueWorkers?: readonly QueueWorkerDefinition<any, any>[];
  /** BullMQ key prefix (the api role must use the same); tests use their own. */
  readonly queuePrefix?: string | undefined;
  readonly mailRetryPolicy?: MailRetryPolicy;
  /** The process's consumer (start-services.ts); without one the role starts its own. */
  readonly consumer?: EventConsumer;
  readonly reactorTiming?: Partial<ReactorTiming>;
  /** The office mailbox's OAuth access for the mailbox sync; by default the connected one's. */
  readonly mailboxAccessTokenSource?: MailboxAccessTokenSource | null;
}

export interface WorkerRole {
  readonly mailQueue: MailQueue;
  readonly outbox: MailOutbox;
  /** Stops the reactors (no new jobs), lets running jobs finish, then disconnects. */
  close(): Promise<void>;
}

/**
 * The worker role: the BullMQ workers (mail, the photo storage sweep, and whatever else the
 * features register) and the reactors that turn events into their jobs.
 */
export const startWorkerRole = async ({
  config,
  pool,
  eventStore,
  logger,
  reactors,
  queueWorkers = [],
  queuePrefix,
  mailRetryPolicy,
  consumer,
  reactorTiming,
  mailboxAccessTokenSource,
}: WorkerRoleOptions): Promise<WorkerRole> => {
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    outboxDir: config.mailOutboxDir,
    logger,
  });
  if (transport.kind === 'development')
    logger.info(
      { outbox: config.mailOutboxDir },
      'SMTP_URL is not set: mails are written to the development outbox',
    );
  // Adding jobs fails fast while Redis is away; the reactor retries with backoff.
  const queueConnection = createRedisClient(config.redisUrl, logger, 'mail-queue', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const mailQueue = createMailQueue({ connection: queueConnection, prefix: queuePrefix, logger });
  const outbox = createMailOutbox({
    queue: mailQueue,
    pool,
    ...(mailRetryPolicy ? { retryPolicy: mailRetryPolicy } : {}),
  });
  const closeQueue = async () => {
    await mailQueue.close().catch(() => undefined);
    queueConnection.disconnect();
    transport.close();
  };

  try {
    const host = await startWorkerHost({
      redisUrl: config.redisUrl,
      logger,
      prefix: queuePrefix,
      workers: [
        createMailWorker({ pool, eventStore, transport, from: config.mailFrom }),
        createOrphanSweepWorker({
          pool,
          eventStore,
          storage: createLocalPhotoStorage(config.photoStorageDir),
        }),
        createPlanInvoicingWorker({ databaseUrl: config.databaseUrl, pool, eventStore }),
        createCarePlansWorker({ pool, eventStore, leadDays: config.carePlanLeadDays }),
        createCareRemindersWorker({ pool, eventStore }),
        createInvoiceAgingWorker({ pool, eventStore }),
        createMailboxSyncWorker({
          pool,
          eventStore,
          storage: createMailAttachmentStorage(config.mailAttachmentDir),
          imap: config.imap,
          tokenSource:
            mailboxAccessTokenSource === undefined
              ? createMailboxAccessTokenSource({ pool, config, logger })
              : mailboxAccessTokenSource,
          mailFrom: config.mailFrom,
        }),
        ...queueWorkers,
      ],
    });
    // Redis away at start: the sweep is registered by the next start (or another worker).
    await scheduleOrphanSweep({ connection: queueConnection, prefix: queuePrefix, logger }).catch(
      (error: unknown) => logger.warn({ err: error }, 'Could not schedule the photo storage sweep'),
    );
    await schedulePlanInvoicing({ connection: queueConnection, prefix: queuePrefix, logger }).catch(
      (error: unknown) => logger.warn({ err: error }, 'Could not schedule the plan invoicing'),
    );
    await scheduleCarePlans({ connection: queueConnection, prefix: queuePrefix, logger }).catch(
      (error: unknown) => logger.warn({ err: error }, 'Could not schedule the care plans'),
    );
    await scheduleCareReminders({ connection: queueConnection, prefix: queuePrefix, logger }).catch(
      (error: unknown) => logger.warn({ err: error }, 'Could not schedule the care reminders'),
    );
    await scheduleInvoiceAging({ connection: queueConnection, prefix: queuePrefix, logger }).catch(
      (error: unknown) => logger.warn({ err: error }, 'Could not schedule the invoice aging'),
    );
    // Only with a mailbox configured: without one every run would answer "not connected".
    if (config.imap)
      await scheduleMailboxSync({ connection: queueConnection, prefix: queuePrefix, logger }).catch(
        (error: unknown) => logger.warn({ err: error }, 'Could not schedule the mailbox sync'),
      );
    const reactorOptions = {
      pool,
      reactors,
      deps: {
        mail: outbox,
        inviteSecret: config.inviteSecret,
        publicUrl: config.publicUrl,
        pool,
        eventStore,
      },
      logger,
    };
    const running = await (
      consumer
        ? addReactors(consumer, {
            ...reactorOptions,
            ...(reactorTiming?.checkpointFlushMs
              ? { checkpointFlushMs: reactorTiming.checkpointFlushMs }
              : {}),
          })
        : startReactors({
            ...reactorOptions,
            databaseUrl: config.databaseUrl,
            eventStore,
            ...(reactorTiming ? { timing: reactorTiming } : {}),
          })
    ).catch(async (error: unknown) => {
      await host.close();
      throw error;
    });
    return {
      mailQueue,
      outbox,
      async close() {
        await running.stop();
        await host.close();
        await closeQueue();
      },
    };
  } catch (error) {
    await closeQueue();
    throw error;
  }
};

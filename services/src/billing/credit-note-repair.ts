import pg from 'pg';
import type { Logger } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import { serviceDay } from '@memorial-care/contracts/domain';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import {
  invoiceCreditedSchema,
  invoiceStreamId,
  invoicesOfYearStreamId,
} from '@memorial-care/contracts/events';
import { createProjectionWaiter, readCheckpoint } from '@memorial-care/projections';
import {
  billingProjection,
  creditsAwaitingNumber,
  type CreditAwaitingNumber,
} from '@memorial-care/projections/billing';
import { readParsedStream } from '../shared/aggregate-stream';
import { systemContext } from '../shared/command-handler';
import { abandonedClaimAfterMs } from './claimed-invoice';
import { numberCreditNote } from './credit-refund-commands';

// A credit whose command died between `InvoiceCredited` and `CreditNoteIssued` (see
// creditInvoice) has a credit note without a number. The hourly billing job numbers it here.

/**
 * Younger credits are left to their command, which may still be numbering them (numbering one
 * then would number it twice). The same bound as an abandoned plan-invoice claim.
 */
export const unnumberedCreditAfterMs = abandonedClaimAfterMs;

/** Credits numbered per run at most; more wait for the next run. */
const creditsPerRun = 100;

/**
 * One repairer at a time across every worker: a session-level advisory lock on a connection of
 * its own, as the migrator's (pooled connections keep no session state; the lock goes with the
 * session if the worker dies). The key follows those of projections/src/runner/locks.ts.
 */
const repairLockKey = 7_201_005;

/** Runs `work` holding the repair lock; null, without running it, when another run holds it. */
const whileHoldingRepairLock = async <T>(databaseUrl: string, work: () => Promise<T>) => {
  const session = new pg.Client({ connectionString: databaseUrl });
  await session.connect();
  try {
    const locked = await session.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [repairLockKey],
    );
    if (locked.rows[0]?.locked !== true) return null;
    return await work();
  } finally {
    // Ending the session releases its lock.
    await session.end().catch(() => undefined);
  }
};

export interface CreditNoteRepairDeps {
  /** The read models' database, where the repair lock is taken. */
  readonly databaseUrl: string;
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export type CreditNoteRepairResult =
  | { readonly outcome: 'numbered'; readonly numbered: number; readonly position: Position | null }
  /** Nothing numbered: the read model could not be trusted to show every number, or busy. */
  | { readonly outcome: 'skipped'; readonly reason: string };

const yearOf = (instant: Date | string) => Number(serviceDay(new Date(instant)).date.slice(0, 4));

/**
 * The credits without a number, read only once the billing read model has passed the heads of
 * the year streams they (or a number issued today) could be numbered on, in one snapshot that a
 * rebuild's TRUNCATE cannot slip into; null when the read model is paused, rebuilding or lags.
 */
const trustedCandidates = async (
  { pool, eventStore, logger }: CreditNoteRepairDeps,
  seen: readonly CreditAwaitingNumber[],
  creditedBefore: Date,
  now: Date,
) => {
  const years = new Set([yearOf(now), ...seen.map((credit) => yearOf(credit.creditedAt))]);
  let target: Position | null = null;
  for (const year of years) {
    const head = await eventStore.readStreamHead(invoicesOfYearStreamId(year));
    if (head && (!target || comparePositions(head.position, target) > 0)) target = head.position;
  }
  if (target)
    await createProjectionWaiter({ pool, projections: [billingProjection], logger })(target);
  return pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    await tx.query(sql.unsafe`LOCK TABLE credit_notes IN ACCESS SHARE MODE`);
    const checkpoint = await readCheckpoint(tx, billingProjection.name);
    if (checkpoint?.status !== 'running') return null;
    if (target && comparePositions(checkpoint.position, target) < 0) return null;
    return creditsAwaitingNumber(tx, { creditedBefore, limit: creditsPerRun });
  });
};

/**
 * The credit as its invoice's stream has it, if its command is older than the bound by the
 * store's clock (the read model's `credited_at` is the command's own clock).
 */
const abandonedCredit = async (
  eventStore: EventStore,
  candidate: CreditAwaitingNumber,
  now: Date,
) => {
  const history = await readParsedStream(eventStore, invoiceStreamId(candidate.invoiceId));
  const recorded = history.find(
    (event) =>
      event.type === 'InvoiceCredited' &&
      invoiceCreditedSchema.parse(event.data).creditNoteId === candidate.creditNoteId,
  );
  if (!recorded || now.getTime() - recorded.createdAt.getTime() < unnumberedCreditAfterMs)
    return null;
  return invoiceCreditedSchema.parse(recorded.data);
};

/**
 * Numbers every credit note left without a number by a command that died after its credit.
 * Exactly once: one repairer at a time (advisory lock); it trusts the read model only once that
 * shows every number issued so far on the year streams concerned; credits younger than
 * `unnumberedCreditAfterMs` belong to their command. `now` is the job's clock.
 */
export const numberUnnumberedCreditNotes = async (
  deps: CreditNoteRepairDeps,
  now = new Date(),
): Promise<CreditNoteRepairResult> => {
  const creditedBefore = new Date(now.getTime() - unnumberedCreditAfterMs);
  // The usual case costs one indexed query: nothing to repair.
  const seen = await creditsAwaitingNumber(deps.pool, { creditedBefore, limit: creditsPerRun });
  if (seen.length === 0) return { outcome: 'numbered', numbered: 0, position: null };
  const repaired = await whileHoldingRepairLock(
    deps.databaseUrl,
    async (): Promise<CreditNoteRepairResult> => {
      const candidates = await trustedCandidates(deps, seen, creditedBefore, now);
      if (!candidates)
        return { outcome: 'skipped', reason: 'the billing read model has not caught up' };
      const ctx = systemContext(now);
      let numbered = 0;
      let position: Position | null = null;
      for (const candidate of candidates) {
        try {
          const credit = await abandonedCredit(deps.eventStore, candidate, now);
          if (!credit) continue;
          const issued = await numberCreditNote(
            deps.eventStore,
            {
              creditNoteId: credit.creditNoteId,
              invoice: {
                invoiceId: credit.invoiceId,
                clientId: credit.clientId,
                number: candidate.invoiceNumber,
                vatRate: candidate.vatRate,
              },
              amount: credit.amount,
              reason: credit.reason,
            },
            ctx,
          );
          numbered += 1;
          position = issued.position;
        } catch (error) {
          // One credit's failure does not hold the others up; the next run tries it again.
          deps.logger.error(
            { err: error, creditNoteId: candidate.creditNoteId },
            'Could not number a credit note',
          );
        }
      }
      if (numbered > 0)
        deps.logger.info({ numbered }, 'Credit notes left without a number numbered');
      return { outcome: 'numbered', numbered, position };
    },
  );
  return repaired ?? { outcome: 'skipped', reason: 'another run is numbering credit notes' };
};

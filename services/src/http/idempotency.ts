import { createHash } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import {
  idempotencyErrorCodes,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  idempotentReplayedHeader,
} from '@memorial-care/contracts/http';
import { ConflictError, DomainRuleError } from '../shared/errors';
import { parseInput } from './input-issues';
import type { AnyRoute, RouteInput, RouteResult } from './route';

export interface IdempotencyClaim {
  readonly scope: string;
  readonly route: string;
  readonly key: string;
  readonly requestHash: string;
}

export type ClaimOutcome =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly status: number; readonly body: unknown };

/** The same request, however its JSON keys were ordered. */
export const requestHashOf = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(value)) ?? 'undefined')
    .digest('hex');

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, item]) => [name, canonical(item)]),
    );
  return value;
};

const storedRow = z.object({
  request_hash: z.string(),
  status: z.number().nullable(),
  body: z.unknown(),
});

/**
 * Claims a key for this request (one row per caller, route and key; the primary key settles a
 * race): a first use runs the request, a retry of the same request gets the stored answer, a
 * different request with the same key is a 422, a retry while the first still runs a 409.
 */
export const claimIdempotencyKey = async (
  pool: DatabasePool,
  claim: IdempotencyClaim,
): Promise<ClaimOutcome> => {
  const { scope, route, key, requestHash } = claim;
  // Answers are kept 24 hours; a claim whose attempt died (no answer after 5 minutes) is taken
  // over. Expired rows go: this key's, and a few others so the table does not grow unbounded.
  await pool.query(sql.unsafe`
    DELETE FROM idempotency_keys
    WHERE (scope = ${scope} AND route = ${route} AND key = ${key}
           AND (created_at < now() - interval '24 hours'
                OR (status IS NULL AND created_at < now() - interval '5 minutes')))
       OR ctid = ANY(ARRAY(SELECT ctid FROM idempotency_keys
                           WHERE created_at < now() - interval '24 hours' LIMIT 20))`);
  const inserted = await pool.maybeOne(sql.unsafe`
    INSERT INTO idempotency_keys (scope, route, key, request_hash)
    VALUES (${scope}, ${route}, ${key}, ${requestHash})
    ON CONFLICT DO NOTHING
    RETURNING 1 AS claimed`);
  if (inserted) return { kind: 'claimed' };
  const stored = await pool.maybeOne(sql.type(storedRow)`
    SELECT request_hash, status, body FROM idempotency_keys
    WHERE scope = ${scope} AND route = ${route} AND key = ${key}`);
  // Deleted between the insert and the read (its attempt failed): this one may try again.
  if (!stored) return claimIdempotencyKey(pool, claim);
  if (stored.request_hash !== requestHash)
    throw new DomainRuleError(
      idempotencyErrorCodes.reused,
      'This Idempotency-Key was already used for a different request',
    );
  if (stored.status === null)
    throw new ConflictError(
      'The first request with this Idempotency-Key is still running; try again shortly',
      idempotencyErrorCodes.inProgress,
    );
  return { kind: 'replay', status: stored.status, body: stored.body ?? undefined };
};

/** Stores the answer of a successful first attempt for the retries. */
export const completeIdempotencyKey = async (
  pool: DatabasePool,
  claim: IdempotencyClaim,
  answer: { status: number; body: unknown },
) => {
  const body = answer.body === undefined ? null : JSON.stringify(answer.body);
  await pool.query(sql.unsafe`
    UPDATE idempotency_keys SET status = ${answer.status}, body = ${body}::json
    WHERE scope = ${claim.scope} AND route = ${claim.route} AND key = ${claim.key}`);
};

/** A failed attempt is not an answer: the key is free for a retry. */
export const releaseIdempotencyKey = async (pool: DatabasePool, claim: IdempotencyClaim) => {
  await pool.query(sql.unsafe`
    DELETE FROM idempotency_keys
    WHERE scope = ${claim.scope} AND route = ${claim.route} AND key = ${claim.key}
      AND status IS NULL`);
};

/**
 * Runs a create declared `idempotent` once per Idempotency-Key (without the header it just
 * runs). A first attempt that throws leaves no answer behind, so it can be retried.
 */
export const handleIdempotently = async (
  route: AnyRoute,
  input: RouteInput<unknown, unknown, unknown>,
): Promise<RouteResult> => {
  const { ctx, deps, user } = input;
  const header = ctx.get(idempotencyKeyHeader);
  if (!header) return route.handle(input);
  const key = parseInput(idempotencyKeySchema, header, 'headers.idempotency-key');
  const claim: IdempotencyClaim = {
    scope: user?.id ?? 'anonymous',
    route: `${route.method.toUpperCase()} ${route.path}`,
    key,
    // A multipart upload is read by the route itself: its declared length stands for its body.
    requestHash: requestHashOf({
      path: ctx.path,
      body: input.body,
      ...(route.body ? {} : { length: ctx.request.length ?? null }),
    }),
  };
  const outcome = await claimIdempotencyKey(deps.pool, claim);
  if (outcome.kind === 'replay') {
    ctx.set(idempotentReplayedHeader, 'true');
    return { status: outcome.status, body: outcome.body };
  }
  let result: RouteResult;
  try {
    result = await route.handle(input);
  } catch (error) {
    await releaseIdempotencyKey(deps.pool, claim);
    throw error;
  }
  const status = result.status ?? (result.body === undefined ? 204 : 200);
  await completeIdempotencyKey(deps.pool, claim, { status, body: result.body });
  return result;
};

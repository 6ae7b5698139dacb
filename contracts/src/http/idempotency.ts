import { z } from 'zod';

/**
 * Creates accept an `Idempotency-Key`: a retry with the same key (a lost answer, a double
 * submit) gets the first answer again, marked with `Idempotent-Replayed: true`, and creates
 * nothing new. One key per form submission.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/** 1..200 printable ASCII characters (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key must not be empty')
  .max(200, 'Idempotency-Key is at most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces');

/** Error codes of the idempotency check. */
export const idempotencyErrorCodes = {
  reused: 'IDEMPOTENCY_KEY_REUSED',
  inProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
} as const;

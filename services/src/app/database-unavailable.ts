import type { ApiErrorCode } from '@memorial-care/contracts/http';
import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
} from 'slonik';

/** Seconds a client is asked to wait before it tries again. */
export const databaseRetryAfterSeconds = 5;

export const databaseUnavailableAnswer = {
  message: 'Service temporarily unavailable. Please try again in a moment.',
  code: 'DATABASE_UNAVAILABLE',
} as const satisfies { message: string; code: ApiErrorCode };

// Socket errors of a connection attempt or of a connection that went away.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
// PostgreSQL's own: shutting down, starting up, too many connections; class 08 is connection.
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300', '53400']);

const isUnavailableCode = (code: unknown) =>
  typeof code === 'string' &&
  (networkCodes.has(code) || postgresCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code));

/**
 * PostgreSQL could not be reached or dropped the connection: the request may well succeed in a
 * moment, so it is a 503, not a 500. slonik wraps the driver's error, so the causes are read too.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (
      cause instanceof ConnectionError ||
      cause instanceof BackendTerminatedError ||
      cause instanceof BackendTerminatedUnexpectedlyError
    )
      return true;
    if (typeof cause !== 'object') return false;
    if (isUnavailableCode((cause as { code?: unknown }).code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
};

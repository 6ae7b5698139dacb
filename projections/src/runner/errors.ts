import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  IdleTransactionTimeoutError,
  StatementCancelledError,
  StatementTimeoutError,
} from 'slonik';

// SQLSTATE classes that say nothing about the event: connection exceptions, insufficient
// resources, operator intervention (shutdown, terminated backend), transaction rollback
// (serialization failure, deadlock). Retrying later is right; pausing would be wrong.
const transientSqlStateClasses = ['08', '53', '57', '40'];
const transientNodeCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when a failure comes from the database or the network rather than from the event:
 * the runner retries with back-off instead of pausing the projection on a healthy event.
 */
export const isTransientDatabaseError = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if (
      current instanceof ConnectionError ||
      current instanceof BackendTerminatedError ||
      current instanceof BackendTerminatedUnexpectedlyError ||
      current instanceof IdleTransactionTimeoutError ||
      current instanceof StatementCancelledError ||
      current instanceof StatementTimeoutError
    )
      return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(code) && transientSqlStateClasses.includes(code.slice(0, 2)))
        return true;
      if (transientNodeCodes.has(code)) return true;
    }
    if (/Connection terminated|connection is closed/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
};

export const errorMessage = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  // slonik wraps driver errors in a generic message; the PostgreSQL text is on the cause.
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
};

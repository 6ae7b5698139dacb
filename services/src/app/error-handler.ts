import type { ApiErrorCode } from '@memorial-care/contracts/http';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { AppError, TooManyRequestsError, ValidationError } from '../shared/errors';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableAnswer,
  isDatabaseUnavailable,
} from './database-unavailable';
import { requestLogger } from './request-context';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

interface HttpLikeError {
  status?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
  code?: unknown;
}

/** Errors raised by Koa and koa-body themselves (bad JSON, too large…) carry a 4xx status. */
const clientErrorMessage = (
  error: HttpLikeError,
): { status: number; message: string; code: ApiErrorCode } | null => {
  // A body claiming gzip/deflate that is not: zlib (only ever used to inflate request bodies
  // here) throws Z_DATA_ERROR and the like without any HTTP status.
  if (typeof error.code === 'string' && error.code.startsWith('Z_'))
    return { status: 400, message: 'Malformed request body encoding', code: 'MALFORMED_BODY' };
  const status = typeof error.status === 'number' ? error.status : null;
  if (!status || status < 400 || status >= 500) return null;
  // co-body rethrows JSON.parse's SyntaxError with status 400.
  if (error instanceof SyntaxError || error.type === 'entity.parse.failed')
    return { status: 400, message: 'Malformed JSON body', code: 'MALFORMED_BODY' };
  if (error.type === 'entity.too.large')
    return { status: 413, message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' };
  if (error.type === 'encoding.unsupported')
    return { status: 415, message: 'Unsupported request encoding', code: 'UNSUPPORTED_MEDIA_TYPE' };
  return {
    status,
    message: error.expose && typeof error.message === 'string' ? error.message : 'Bad request',
    code:
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : 'BAD_REQUEST',
  };
};

/**
 * The Secure session cookie cannot be sent when the request did not come over HTTPS (as the
 * trusted proxy tells it): the cookies library throws, which would be a 500 on every sign-in.
 */
const isInsecureCookieError = (error: unknown) =>
  error instanceof Error &&
  error.message === 'Cannot send secure cookie over unencrypted connection';

const insecureConnectionAnswer = {
  message:
    'Signing in needs a secure (HTTPS) connection. Open the app through its https:// address.',
  code: 'HTTPS_REQUIRED',
} as const satisfies { message: string; code: ApiErrorCode };

/**
 * The one place where errors become HTTP answers: `{message, code?, details?}`, validation as
 * `{message, errors}`. Handlers do not catch. A 500 tells the client nothing about the cause;
 * the stack goes to the log only.
 */
export const errorHandler =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    try {
      await next();
      if (isApiPath(ctx.path) && ctx.body == null) {
        // Assigning a body makes Koa answer 200 unless the status is set again afterwards.
        const { status } = ctx;
        if (status === 404) ctx.body = { message: 'Not found', code: 'NOT_FOUND' };
        else if (status === 405)
          ctx.body = { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' };
        ctx.status = status;
      }
    } catch (error) {
      ctx.remove('Content-Encoding');
      if (error instanceof ValidationError) {
        ctx.status = error.status;
        ctx.body = { message: error.message, code: error.code, errors: error.errors };
        return;
      }
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.body = {
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.details !== undefined ? { details: error.details } : {}),
        };
        if (error instanceof TooManyRequestsError)
          ctx.set('Retry-After', String(error.retryAfterSeconds));
        return;
      }
      if (isDatabaseUnavailable(error)) {
        requestLogger(ctx, logger).warn({ err: error }, 'PostgreSQL is unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', String(databaseRetryAfterSeconds));
        ctx.body = databaseUnavailableAnswer;
        return;
      }
      if (isInsecureCookieError(error)) {
        requestLogger(ctx, logger).warn(
          'A session cookie was refused over plain HTTP: is the proxy sending X-Forwarded-Proto?',
        );
        ctx.status = 400;
        ctx.body = insecureConnectionAnswer;
        return;
      }
      const clientError = clientErrorMessage((error ?? {}) as HttpLikeError);
      if (clientError) {
        ctx.status = clientError.status;
        ctx.body = { message: clientError.message, code: clientError.code };
        return;
      }
      requestLogger(ctx, logger).error({ err: error }, 'Unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Internal server error', code: 'INTERNAL_ERROR' };
    }
  };

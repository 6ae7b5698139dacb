import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const acceptableId = /^[\w.:-]{1,128}$/;

/** The request's logger, carrying its request id and correlation id. */
export const requestLogger = (ctx: { state: Record<string, unknown> }, fallback: Logger): Logger =>
  (ctx.state.log as Logger | undefined) ?? fallback;

/**
 * Gives every request an id (taken from `X-Request-Id` when a proxy set one), a correlation id
 * (`X-Correlation-Id`, else the request id) that the commands of the request carry into their
 * events, and one structured log line when it finishes.
 */
export const requestContext =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    const started = performance.now();
    const fromHeader = (name: string) => {
      const value = ctx.get(name);
      return acceptableId.test(value) ? value : null;
    };
    const requestId = fromHeader('x-request-id') ?? randomUUID();
    const correlationId = fromHeader('x-correlation-id') ?? requestId;
    // registerRoutes reads the correlation id from the header when it builds command contexts.
    ctx.request.headers['x-correlation-id'] = correlationId;
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId, correlationId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const status = ctx.status;
      const fields = {
        method: ctx.method,
        path: ctx.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: (ctx.state.user as { id?: string } | undefined)?.id,
      };
      const log = ctx.state.log as Logger;
      // Probes poll every few seconds; their lines would drown the rest.
      const probe = ctx.path === '/healthz' || ctx.path === '/readyz';
      if (status >= 500) log.error(fields, 'Request failed');
      else if (probe) log.debug(fields, 'Request');
      else log.info(fields, 'Request');
    }
  };

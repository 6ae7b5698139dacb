import Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { AppConfig } from '../config/config';
import { createPostgresSessionStore } from '../auth/session-store';
import type { AppDeps } from '../http/deps';
import { registerRoutes, type AnyRoute } from '../http/route';
import { errorHandler } from './error-handler';
import { serveFrontend } from './frontend';
import { requestContext } from './request-context';
import { refuseForeignOrigins } from './request-origin';
import { securityHeaders } from './security-headers';
import { loadSessionUser, sessionMiddleware } from './session';

export interface CreateAppOptions {
  readonly config: Pick<
    AppConfig,
    'sessionSecret' | 'isProduction' | 'frontendDist' | 'trustProxyHops' | 'publicUrl'
  >;
  readonly deps: AppDeps;
  /** Every route of the app (see all-routes.ts); features never register themselves. */
  readonly routes: readonly AnyRoute[];
}

/** The HTTP app: middleware in the order a request meets it, then the routes, then the SPA. */
export const createApp = ({ config, deps, routes }: CreateAppOptions): Koa => {
  const app = new Koa({
    keys: [config.sessionSecret],
    // Behind TRUST_PROXY_HOPS proxies: trust their X-Forwarded-* (so Secure cookies can be
    // set) and take the client's address that many hops from the right of X-Forwarded-For;
    // anything further left was written by the client and would defeat every rate limit.
    proxy: config.trustProxyHops > 0,
    maxIpsCount: config.trustProxyHops,
  });
  // Errors are answered by errorHandler; this only sees failures after the answer was sent.
  app.on('error', (error: unknown) => deps.logger.error({ err: error }, 'HTTP error'));

  const router = new Router();
  registerRoutes(router, deps, routes);

  app.use(requestContext(deps.logger));
  app.use(securityHeaders(config));
  app.use(errorHandler(deps.logger));
  app.use(refuseForeignOrigins(config));
  app.use(serveFrontend(config.frontendDist));
  app.use(sessionMiddleware(app, config, createPostgresSessionStore(deps.pool)));
  app.use(loadSessionUser(deps.pool));
  // JSON only: form posts are refused by each route (415), so they are never even parsed.
  app.use(koaBody({ jsonLimit: '1mb', urlencoded: false, text: false, multipart: false }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
};

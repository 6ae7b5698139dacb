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
import { loadSessionUser, sessionMiddleware } from './session';

export interface CreateAppOptions {
  readonly config: Pick<AppConfig, 'sessionSecret' | 'isProduction' | 'frontendDist'>;
  readonly deps: AppDeps;
  /** Every route of the app (see all-routes.ts); features never register themselves. */
  readonly routes: readonly AnyRoute[];
}

/** The HTTP app: middleware in the order a request meets it, then the routes, then the SPA. */
export const createApp = ({ config, deps, routes }: CreateAppOptions): Koa => {
  const app = new Koa({
    keys: [config.sessionSecret],
    // In production the app sits behind a TLS-terminating proxy: trust its X-Forwarded-* so
    // Secure cookies can be set and rate limits see the client's address.
    proxy: config.isProduction,
  });
  // Errors are answered by errorHandler; this only sees failures after the answer was sent.
  app.on('error', (error: unknown) => deps.logger.error({ err: error }, 'HTTP error'));

  const router = new Router();
  registerRoutes(router, deps, routes);

  app.use(requestContext(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(serveFrontend(config.frontendDist));
  app.use(sessionMiddleware(app, config, createPostgresSessionStore(deps.pool)));
  app.use(loadSessionUser(deps.pool));
  app.use(koaBody({ jsonLimit: '1mb', formLimit: '1mb', text: false, multipart: false }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
};

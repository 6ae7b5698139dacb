import type { Middleware } from 'koa';
import type { AppConfig } from '../config/config';
import { ForeignOriginError } from '../shared/errors';
import { isApiPath } from './error-handler';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses writes sent from another origin: a same-site page on another port or subdomain gets
 * the SameSite=Lax cookie sent along, so the cookie alone does not stop a forged form post.
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin); a request that says
 * nothing (curl, server-to-server) is not a browser acting for a signed-in victim.
 */
export const refuseForeignOrigins =
  (config: Pick<AppConfig, 'publicUrl'>): Middleware =>
  async (ctx, next) => {
    if (writeMethods.has(ctx.method) && isApiPath(ctx.path)) {
      const fetchSite = ctx.get('sec-fetch-site');
      if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new ForeignOriginError();
      const origin = ctx.get('origin');
      // Koa 3's ctx.origin is the Origin header itself: the own origin is built from the Host.
      const ownOrigins = [new URL(config.publicUrl).origin, `${ctx.protocol}://${ctx.host}`];
      if (origin && !ownOrigins.includes(origin)) throw new ForeignOriginError();
    }
    await next();
  };

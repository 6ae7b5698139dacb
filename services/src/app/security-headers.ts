import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { AppConfig } from '../config/config';
import { isApiPath } from './error-handler';

/**
 * The Content Security Policy of every answer. Scripts only from the app itself. Styles also
 * inline: antd's CSS-in-JS injects <style> tags at run time, and React's `style` props (antd
 * positions every popup with one) are style attributes, which no nonce can cover; inline CSS
 * cannot run code. Images also from blob: and data: (photo previews, antd's icons).
 */
const contentSecurityPolicy = (isProduction: boolean) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'blob:', 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The caretakers' installable app: its service worker and web app manifest (vite.config.ts).
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
  },
});

/**
 * Security headers on every answer (API, static files, the SPA). Invite tokens travel in URLs,
 * so no Referer ever leaves the page. HSTS only in production (development is plain HTTP on
 * localhost, and HSTS there would stick to every other app on localhost).
 */
export const securityHeaders = (config: Pick<AppConfig, 'isProduction'>): Middleware => {
  const headers = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config.isProduction),
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.isProduction
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
  });
  return (ctx, next) =>
    headers(ctx, () => {
      // Answers about people are never stored by browsers or proxies; the few routes that
      // cache on purpose (photo images: private, with an ETag) set their own header after this.
      if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
      return next();
    });
};

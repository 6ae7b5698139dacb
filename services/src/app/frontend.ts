import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';
import { isApiPath } from './error-handler';

const oneYearMs = 365 * 24 * 60 * 60 * 1000;
/** The last path segment has an extension: a missing file, not a client-side route. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

const exists = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

export const frontendNotBuiltMessage =
  'The frontend has not been built yet. Run `npm run build` (it writes frontend/dist), or ' +
  'start `npm run dev -w frontend` and open its address, then reload this page.';

/**
 * Serves the built single-page app after the API routes had their turn. Vite's hashed files
 * under /assets are cached for a year; everything else is revalidated. A GET that matches no
 * file gets index.html, so the client-side router can render deep links like /admin/clients.
 */
export const serveFrontend =
  (distDir: string): Middleware =>
  async (ctx, next) => {
    await next();
    if (ctx.body != null || ctx.status !== 404) return;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return;

    if (!(await exists(join(distDir, 'index.html')))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = frontendNotBuiltMessage;
      return;
    }
    const revalidate = (res: { setHeader(name: string, value: string): void }) =>
      res.setHeader('Cache-Control', 'no-cache');
    if (ctx.path !== '/' && !ctx.path.endsWith('/')) {
      const hashedAsset = ctx.path.startsWith('/assets/');
      try {
        const served = await send(ctx, ctx.path, {
          root: distDir,
          index: false,
          ...(hashedAsset ? { maxAge: oneYearMs, immutable: true } : { setHeaders: revalidate }),
        });
        if (served) return;
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
        ctx.remove('Content-Encoding');
      }
      if (looksLikeFile(ctx.path)) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        return;
      }
    }
    await send(ctx, 'index.html', { root: distDir, index: false, setHeaders: revalidate });
  };

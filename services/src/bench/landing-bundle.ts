import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit to the landing page downloads: the entry script and every module
 * `index.html` preloads, gzip-compressed as a server would send them. Role consoles and dialogs
 * are lazy chunks and do not count. Needs a built front end (`npm run build`).
 */
export const measureLandingFirstLoadJs = async (frontendDist: string) => {
  const html = await readFile(join(frontendDist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  let gzipBytes = 0;
  for (const script of new Set(scripts))
    gzipBytes += gzipSync(await readFile(join(frontendDist, script.replace(/^\//, '')))).length;
  return { files: new Set(scripts).size, gzipKb: Math.round(gzipBytes / 100) / 10 };
};

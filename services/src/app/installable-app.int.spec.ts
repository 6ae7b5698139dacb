import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

// The caretakers' installable app (vite.config.ts): the service worker and the web app manifest
// the build writes at the root of the frontend, as the server hands them to a browser.

describe('the installable app’s files', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'mc-dist-pwa-'));
    await mkdir(join(dist, 'icons'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Memorial Care</title>');
    await writeFile(join(dist, 'sw.js'), 'importScripts("/workbox-1a2b3c.js");');
    await writeFile(join(dist, 'workbox-1a2b3c.js'), 'self.workbox = {};');
    await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Memorial Care"}');
    await writeFile(join(dist, 'icons', 'icon-192.png'), 'png');
    app = await startTestApp({ env: { FRONTEND_DIST: dist }, demoAccounts: false });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the service worker as JavaScript the browser checks for updates every time', async () => {
    for (const path of ['/sw.js', '/workbox-1a2b3c.js']) {
      const response = await app.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect(await (await app.client().get('/sw.js')).text()).toContain('importScripts');
  });

  it('serves the manifest as a web app manifest, revalidated', async () => {
    const response = await app.client().get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ name: 'Memorial Care' });
    const icon = await app.client().get('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('lets the page load its own worker and manifest, and nobody else’s', async () => {
    for (const path of ['/', '/caretaker', '/sw.js']) {
      const csp = (await app.client().get(path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("worker-src 'self'");
      expect(csp, path).toContain("manifest-src 'self'");
    }
  });

  it('answers 404 to a worker that is gone, never the page (the browser then drops it)', async () => {
    const response = await app.client().get('/sw-old.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });
});

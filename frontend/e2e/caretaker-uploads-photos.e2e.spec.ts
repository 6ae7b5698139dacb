import type { Photo } from '@memorial-care/contracts/http';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { cameraPhoto } from '@memorial-care/services/photos/testing';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import {
  openPersonPage,
  screenshotOnFailure,
  signInFromLanding,
  toast,
} from './support/page-helpers';

// The photos' "done when": the demo caretaker starts their scheduled 'Memorial Candles' task for
// Radomir Jovanović and uploads a before and an after photo (camera JPEGs with a date and GPS
// position; the after photo with a description) from the details dialog, and deletes a third;
// the demo client sees both photos, and the description beneath the after photo, in
// the request's Before and After grids without controls, opens the large preview, finds the
// after photo among the latest photos on their dashboard, and the image they get carries no
// EXIF or GPS data.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pages: Record<'caretaker' | 'client', Page | undefined> = {
  caretaker: undefined,
  client: undefined,
};
const consoleErrors: string[] = [];
/** The request's short number ("4F2A9C1B"), read off the dialog's title. */
let requestNumber = '';
const uploaded: Partial<Record<'before' | 'after', Photo>> = {};
/** What the caretaker writes about the after photo: its alt text and caption. */
const afterDescription = 'Candles lit, fresh flowers on the slab';

/** Set E2E_SCREENSHOTS=1 to keep pictures of the dialogs in test-results/ for a visual check. */
const keepScreenshots = Boolean(process.env.E2E_SCREENSHOTS);

let beforeJpeg: Buffer;
let afterJpeg: Buffer;

const openPage = async (role: keyof typeof pages) => {
  const page = await openPersonPage(browser, contexts, consoleErrors, role);
  pages[role] = page;
  return page;
};

const signIn = (page: Page, email: string, landing: string) =>
  signInFromLanding(page, app.baseUrl, email, landing);

const detailsDialog = (page: Page) =>
  page.getByRole('dialog', { name: new RegExp(`Service Request #${requestNumber}`) });

const photoRegion = (dialog: Locator, type: 'Before' | 'After') =>
  dialog.getByRole('region', { name: type, exact: true });

const isUpload = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/api/photos/upload';

/** Picks files with the 'Add Before' / 'Add After' button; answers the upload's response. */
const addPhoto = async (
  page: Page,
  dialog: Locator,
  button: 'Add Before' | 'Add After',
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  const response = page.waitForResponse((r) => isUpload(r.url(), r.request().method()));
  await (await chooser).setFiles(file);
  return response;
};

const historyItems = async (page: Page) => {
  const items = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await items.first().waitFor();
  return (await items.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
};

beforeAll(async () => {
  [app, browser, beforeJpeg, afterJpeg] = await Promise.all([
    startApp(),
    launchBrowser(),
    cameraPhoto({ width: 2000, height: 1500, tint: { r: 200, g: 160, b: 90 } }),
    // A portrait photo: its thumbnail is cropped to the grid's shape like the others.
    cameraPhoto({ width: 1500, height: 2000, tint: { r: 90, g: 200, b: 140 } }),
  ]);
});

afterEach(({ task }) => screenshotOnFailure(task, pages));

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('before and after photos of a caretaker’s visit', () => {
  it('the caretaker starts the candles task and opens its details', async () => {
    const page = await openPage('caretaker');
    await signIn(page, 'caretaker@memorialcare.example', '/caretaker');
    await page.getByRole('heading', { name: 'Welcome back, Dragan' }).waitFor();

    await page.getByRole('tab', { name: /^Scheduled \(\d+\)$/ }).click();
    const scheduledCard = page
      .getByRole('article', { name: 'Radomir Jovanović' })
      .filter({ hasText: 'Memorial Candles' });
    await scheduledCard.getByRole('button', { name: 'Start Task' }).click();
    await toast(page, 'Task Started').waitFor();

    await page.getByRole('tab', { name: /^In Progress \(\d+\)$/ }).click();
    const card = page
      .getByRole('article', { name: 'Radomir Jovanović' })
      .filter({ hasText: 'Memorial Candles' });
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: /Service Request #/ });
    await dialog.getByText('Before & After Photos').waitFor();
    const title = await dialog.getByRole('heading', { name: /^Service Request #/ }).textContent();
    requestNumber = title?.match(/#([0-9A-F]{8})/)?.[1] ?? '';
    expect(requestNumber).toMatch(/^[0-9A-F]{8}$/);
    await dialog.getByText('No photos uploaded yet').waitFor();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const page = pages.caretaker!;
    const dialog = detailsDialog(page);
    let sent = false;
    const onRequest = (request: { url(): string; method(): string }) => {
      if (isUpload(request.url(), request.method())) sent = true;
    };
    page.on('request', onRequest);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add Before', exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await toast(page, 'notes.txt is not an image. Please choose a photo.').waitFor();
    page.off('request', onRequest);
    expect(sent).toBe(false);
    await dialog.getByText('No photos uploaded yet').waitFor();
  });

  it('the caretaker uploads a before photo', async () => {
    const page = pages.caretaker!;
    const dialog = detailsDialog(page);
    const answered = addPhoto(page, dialog, 'Add Before', {
      name: 'before.jpg',
      mimeType: 'image/jpeg',
      buffer: beforeJpeg,
    });
    // The first photo asks once whether the phone's location may go with it.
    await page.getByRole('button', { name: 'Not now', exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    uploaded.before = (await response.json()) as Photo;
    expect(uploaded.before).toMatchObject({ type: 'before', takenAt: '2026-11-20T10:15:30' });

    await toast(page, 'Photo uploaded successfully').waitFor();
    const before = photoRegion(dialog, 'Before');
    await before.getByRole('img', { name: 'Before photo' }).waitFor();
    expect(await before.getByRole('img', { name: 'Before photo' }).getAttribute('src')).toBe(
      uploaded.before.thumbnailUrl,
    );
    expect(await dialog.getByText('No photos uploaded yet').count()).toBe(0);
    await dialog.getByText('No after photos yet').waitFor();
  });

  it('the caretaker uploads an after photo over a slow line, watching its progress', async () => {
    const page = pages.caretaker!;
    const dialog = detailsDialog(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // About 3 s for the photo: long enough to see it on its way.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    const description = dialog.getByLabel('Description of the next photos (optional)');
    await description.fill(afterDescription);
    const response = addPhoto(page, dialog, 'Add After', {
      name: 'after.jpg',
      mimeType: 'image/jpeg',
      buffer: afterJpeg,
    });
    const progress = dialog
      .getByRole('list', { name: 'Uploads in progress' })
      .getByRole('progressbar', { name: 'after.jpg' });
    await progress.waitFor();
    if (keepScreenshots)
      await dialog.screenshot({ path: 'test-results/photos-dialog-uploading.png' });
    const answer = await response;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    expect(answer.status()).toBe(201);
    uploaded.after = (await answer.json()) as Photo;
    expect(uploaded.after.description).toBe(afterDescription);
    // The description went with that choice of files; the next photos start without one.
    expect(await description.inputValue()).toBe('');

    await toast(page, 'Photo uploaded successfully').waitFor();
    // The description is the photo's alt text and shows beneath it.
    const after = photoRegion(dialog, 'After');
    await after.getByRole('img', { name: afterDescription }).waitFor();
    await after.getByText(afterDescription, { exact: true }).waitFor();
    await progress.waitFor({ state: 'detached' });
    expect(await photoRegion(dialog, 'Before').getByRole('img').count()).toBe(1);
    if (keepScreenshots)
      await dialog.screenshot({ path: 'test-results/photos-dialog-caretaker.png' });
  });

  it('the caretaker adds a third photo and deletes it after confirming', async () => {
    const page = pages.caretaker!;
    const dialog = detailsDialog(page);
    const before = photoRegion(dialog, 'Before');
    const response = await addPhoto(page, dialog, 'Add Before', {
      name: 'extra.jpg',
      mimeType: 'image/jpeg',
      buffer: beforeJpeg,
    });
    const extra = (await response.json()) as Photo;
    await expect.poll(() => before.getByRole('img', { name: 'Before photo' }).count()).toBe(2);

    await before.getByRole('button', { name: 'Delete Before photo' }).last().click();
    await page.getByText('Are you sure you want to delete this photo?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Photo deleted').waitFor();
    await page.getByText('Photo has been successfully deleted.').waitFor();
    await expect.poll(() => before.getByRole('img', { name: 'Before photo' }).count()).toBe(1);
    expect(await before.getByRole('img').getAttribute('src')).toBe(uploaded.before?.thumbnailUrl);
    // The deleted photo's files are gone for good.
    expect((await page.request.get(`${app.baseUrl}${extra.url}`)).status()).toBe(404);
  });

  it('the client finds the after photo among the latest photos on their dashboard', async () => {
    const page = await openPage('client');
    await signIn(page, 'client@memorialcare.example', '/client');
    const latest = page.getByRole('region', { name: 'Latest photos of your graves' });
    const newest = latest.locator(`img[src="${uploaded.after?.thumbnailUrl}"]`);
    await newest.waitFor();
    expect(await latest.textContent()).toContain('Radomir Jovanović');
    if (keepScreenshots)
      await page.screenshot({ path: 'test-results/photos-client-dashboard.png' });
    // Only after-photos are shown there.
    expect(await latest.locator(`img[src="${uploaded.before?.thumbnailUrl}"]`).count()).toBe(0);

    await newest.click();
    const preview = page.locator('.ant-image-preview-img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(uploaded.after?.url);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
  });

  it('the client sees both photos in the request’s grids, without controls', async () => {
    const page = pages.client!;
    await page.getByRole('link', { name: 'Service Requests' }).click();
    await page.waitForURL(`${app.baseUrl}/client/service-requests`);
    await page.getByRole('button', { name: `View request #${requestNumber}` }).click();
    const dialog = detailsDialog(page);
    await dialog.getByText('Before & After Photos').waitFor();

    const before = photoRegion(dialog, 'Before');
    const after = photoRegion(dialog, 'After');
    await before.getByRole('img', { name: 'Before photo' }).waitFor();
    await after.getByRole('img', { name: afterDescription }).waitFor();
    await after.getByText(afterDescription, { exact: true }).waitFor();
    expect(await before.getByRole('img').count()).toBe(1);
    expect(await after.getByRole('img').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: /^Add (Before|After)$/ }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await dialog.locator('input[type=file]').count()).toBe(0);

    // Hovering shows when it was uploaded.
    await after.getByRole('img', { name: afterDescription }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/^Uploaded /)
      .waitFor();

    // A click opens the large picture.
    await after.getByRole('img', { name: afterDescription }).click();
    const preview = page.locator('.ant-image-preview-img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(uploaded.after?.url);
    // The web-sized image (the longer side 1600 px), once loaded. The e2e types have no DOM.
    const longerSide = () =>
      preview.evaluate((image) => {
        const { naturalWidth, naturalHeight } = image as unknown as {
          naturalWidth: number;
          naturalHeight: number;
        };
        return Math.max(naturalWidth, naturalHeight);
      });
    await expect.poll(longerSide).toBe(1600);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    const history = await historyItems(page);
    for (const step of ['Before photo added', 'After photo added', 'Before photo deleted'])
      expect(
        history.some((item) => item.startsWith(step)),
        history.join('\n'),
      ).toBe(true);
    if (keepScreenshots) await dialog.screenshot({ path: 'test-results/photos-dialog-client.png' });
  });

  it('gives the client images without the camera’s EXIF data or location', async () => {
    const page = pages.client!;
    expect((await sharp(afterJpeg).metadata()).exif).toBeDefined();
    for (const path of [uploaded.after!.url, uploaded.after!.thumbnailUrl, uploaded.before!.url]) {
      const response = await page.request.get(`${app.baseUrl}${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const metadata = await sharp(await response.body()).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif, path).toBeUndefined();
    }
  });

  it('keeps the client from uploading or deleting on the server too', async () => {
    const page = pages.client!;
    const deleted = await page.request.delete(`${app.baseUrl}/api/photos/${uploaded.after!.id}`);
    expect([403, 404]).toContain(deleted.status());
    const upload = await page.request.post(`${app.baseUrl}/api/photos/upload`, {
      multipart: {
        serviceRequestId: uploaded.after!.serviceRequestId,
        type: 'after',
        photo: { name: 'sneaky.jpg', mimeType: 'image/jpeg', buffer: afterJpeg },
      },
    });
    expect([403, 404]).toContain(upload.status());
  });

  it('raised no errors in the browser consoles', () => {
    expect(consoleErrors).toEqual([]);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import type { Photo } from '@memorial-care/contracts/http';
import type { Locator, Page } from 'playwright-core';
import { cameraPhoto } from '@memorial-care/services/photos/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { callApi, signInFromLanding, toast } from './support/page-helpers';

// Proof of presence, the "done when": the demo caretaker sends a before photo of the
// Radomir Jovanović candles task whose camera GPS puts it in Novi Sad, some 70 km from Novo
// groblje (the phone's own fix, at the grave, is sent too: the camera's position is preferred).
// The admin sees "Far from the cemetery (… km)" beside the photo, opens its proof (SHA-256,
// camera GPS) and verifies it: the hash matches. The client gets no position, in the API's
// answer or on screen, and images without EXIF.

const journey = setUpJourney();

/** Novi Sad: where the camera says the photo of a Belgrade grave was taken. */
const noviSad = { latitude: 45.2671, longitude: 19.8335 };
const atTheGrave = { latitude: '44.8104', longitude: '20.4885', accuracyMeters: '15' };

/** Set E2E_SCREENSHOTS=1 to keep pictures of the admin's view in test-results/. */
const keepScreenshots = Boolean(process.env.E2E_SCREENSHOTS);

let photoJpeg: Buffer;
let requestId = '';
let requestNumber = '';
let uploaded: Photo;

const signIn = (page: Page, email: string, landing: string) =>
  signInFromLanding(page, journey.app.baseUrl, email, landing);

const openRequest = async (page: Page) => {
  await page
    .getByRole('button', { name: `View request #${requestNumber}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`Service Request #${requestNumber}`),
  });
  await dialog.getByText('Before & After Photos').waitFor();
  return dialog;
};

const beforePhotos = (dialog: Locator) =>
  dialog.getByRole('region', { name: 'Before', exact: true });

describe('the admin sees where a photo was taken', () => {
  it('the caretaker sends a before photo whose camera was 70 km from the cemetery', async () => {
    photoJpeg = await cameraPhoto({ width: 1600, height: 1200, gps: noviSad });
    const page = await journey.openPage('caretaker');
    await signIn(page, 'caretaker@memorialcare.example', '/caretaker');
    const tasks = (await callApi(page, 'GET', '/api/caretaker/tasks?tab=scheduled')).json as {
      items: { id: string; serviceType: string; grave: { deceasedName: string } | null }[];
    };
    requestId = tasks.items.find(
      (task) =>
        task.serviceType === 'memorial_candles' && task.grave?.deceasedName === 'Radomir Jovanović',
    )!.id;
    requestNumber = requestId.replaceAll('-', '').slice(0, 8).toUpperCase();

    const response = await page.request.post(`${journey.app.baseUrl}/api/photos/upload`, {
      headers: { 'Idempotency-Key': randomUUID() },
      multipart: {
        serviceRequestId: requestId,
        type: 'before',
        ...atTheGrave,
        photo: { name: 'IMG_0420.jpg', mimeType: 'image/jpeg', buffer: photoJpeg },
      },
    });
    expect(response.status()).toBe(201);
    uploaded = (await response.json()) as Photo;
    expect(uploaded.originalSha256).toBe(createHash('sha256').update(photoJpeg).digest('hex'));
    // The caretaker is not told where it was taken either.
    expect(uploaded).not.toHaveProperty('presence');
  });

  it('the admin sees "far" beside the photo, and its proof', async () => {
    const page = await journey.openPage('admin');
    await signIn(page, 'admin@memorialcare.example', '/admin');
    await page.goto(`${journey.app.baseUrl}/admin/service-requests`);
    const dialog = await openRequest(page);
    const before = beforePhotos(dialog);
    await before.getByRole('img', { name: 'Before photo' }).waitFor();
    const verdict = before.getByText(/^Far from the cemetery \((\d+(\.\d)?) km\)$/);
    await verdict.waitFor();
    const kilometres = Number((await verdict.textContent())?.match(/\(([\d.]+) km\)/)?.[1]);
    expect(kilometres).toBeGreaterThan(60);
    expect(kilometres).toBeLessThan(80);

    if (keepScreenshots) await dialog.screenshot({ path: 'test-results/presence-admin-grid.png' });
    await before.getByRole('button', { name: 'Proof: Before photo' }).click();
    const proof = page.getByRole('dialog', { name: 'Proof of the photo: Before photo' });
    await proof.getByText(uploaded.originalSha256, { exact: true }).waitFor();
    const details = (await proof.textContent()) ?? '';
    expect(details).toContain('The camera’s GPS');
    expect(details).toContain(`${noviSad.latitude.toFixed(4)}`);
    expect(details).toContain('Novo groblje');
    expect(details).toContain('±15 m');
  });

  it('the admin verifies the photo: the kept original’s hash matches', async () => {
    const page = journey.pages.admin!;
    const proof = page.getByRole('dialog', { name: 'Proof of the photo: Before photo' });
    await proof.getByRole('button', { name: 'Verify', exact: true }).click();
    await toast(page, 'Photo verified').waitFor();
    await proof
      .getByRole('status')
      .getByText('Hash matches: the kept original is the file that was uploaded.')
      .waitFor();
    if (keepScreenshots) await proof.screenshot({ path: 'test-results/presence-admin-proof.png' });
    await proof.getByRole('button', { name: 'Close', exact: true }).click();
    await proof.waitFor({ state: 'hidden' });
  });

  it('the client gets no position: not from the API, not on screen, not in the images', async () => {
    const page = await journey.openPage('client');
    await signIn(page, 'client@memorialcare.example', '/client');
    const answer = await callApi(page, 'GET', `/api/photos?serviceRequestId=${requestId}`);
    expect(answer.status).toBe(200);
    const photos = answer.json as Record<string, unknown>[];
    expect(photos.map((photo) => photo.id)).toContain(uploaded.id);
    for (const photo of photos) expect(photo).not.toHaveProperty('presence');
    expect(JSON.stringify(photos)).not.toMatch(/latitude|longitude|45\.26|44\.81/);

    await page.getByRole('link', { name: 'Service Requests' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/client/service-requests`);
    const dialog = await openRequest(page);
    const before = beforePhotos(dialog);
    await before.getByRole('img', { name: 'Before photo' }).waitFor();
    const shown = (await dialog.textContent()) ?? '';
    expect(shown).not.toMatch(/cemetery \(|At the cemetery|Location unknown/);
    expect(await dialog.getByRole('button', { name: /^Proof/ }).count()).toBe(0);

    for (const path of [uploaded.url, uploaded.thumbnailUrl]) {
      const image = await page.request.get(`${journey.app.baseUrl}${path}`);
      expect(image.status()).toBe(200);
      expect((await sharp(await image.body()).metadata()).exif, path).toBeUndefined();
    }
    expect((await sharp(photoJpeg).metadata()).exif).toBeDefined();
  });

  it('raised no errors in the browser consoles', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});

import type { CaretakerTaskPage, Photo } from '@memorial-care/contracts/http';
import { cameraPhoto } from '@memorial-care/services/photos/testing';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newJourneyContext } from './support/browser';
import { setUpJourney } from './support/journey';
import { callApi, signInFromLanding, toast, watchConsoleErrors } from './support/page-helpers';

// The field's "done when": on a 390 px phone with one bar of signal, the demo caretaker opens
// their scheduled 'Memorial Candles' task, loses the connection, takes a before photo (sharing
// the phone's location) and starts the task — both wait on the phone. Back online, both arrive
// exactly once, even though the answer to the Start is lost on its way back: the API has one
// before photo (with the device position) and the task in progress, the history one photo and
// one start. Then a refusal: the caretaker starts another task offline, the office cancels it
// meanwhile, and back online the caretaker is told, not left guessing.

const journey = setUpJourney();
/** Set E2E_SCREENSHOTS=1 to keep pictures of the phone's screens in test-results/. */
const keepScreenshots = Boolean(process.env.E2E_SCREENSHOTS);
const phone = { width: 390, height: 844 } as const;
/** A few metres from Novo groblje's gate, where the demo caretaker works. */
const atTheGrave = { latitude: 44.8105, longitude: 20.485, accuracy: 12 };

let context: BrowserContext;
let caretaker: Page;
let admin: Page;
let beforeJpeg: Buffer;
const taskIds: Partial<Record<'candles' | 'flowers', string>> = {};

/** The upload and Start requests the caretaker's phone sent, with their Idempotency-Keys. */
const sent: { path: string; key: string | undefined; request: Request }[] = [];

const detailsDialog = (page: Page) => page.getByRole('dialog', { name: /Service Request #/ });
const photoRegion = (dialog: Locator, type: 'Before' | 'After') =>
  dialog.getByRole('region', { name: type, exact: true });
const uploadsButton = (page: Page, label: string) =>
  page.getByRole('button', { name: label, exact: true });

const taskCard = (page: Page, deceased: string, service: string) =>
  page.getByRole('article', { name: deceased }).filter({ hasText: service });

const openTab = (page: Page, name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).click();

const api = async <T>(page: Page, path: string) => {
  const answer = await callApi(page, 'GET', path);
  expect(answer.status, path).toBe(200);
  return answer.json as T;
};

interface HistoryEntry {
  readonly type: string;
  readonly data: { readonly devicePosition?: unknown } | null;
}

beforeAll(async () => {
  beforeJpeg = await cameraPhoto({ width: 1600, height: 1200, tint: { r: 190, g: 150, b: 80 } });
});

describe('a caretaker works offline', () => {
  it('the caretaker opens the scheduled candles task on a phone that may share its location', async () => {
    const { app, browser } = journey;
    context = await newJourneyContext(browser, phone);
    journey.contexts.push(context);
    await context.grantPermissions(['geolocation'], { origin: app.baseUrl });
    await context.setGeolocation(atTheGrave);
    caretaker = await context.newPage();
    journey.pages.caretaker = caretaker;
    // Offline, the phone's requests fail by design; refused moves answer 4xx.
    watchConsoleErrors(caretaker, journey.consoleErrors, {
      label: 'caretaker',
      allow: /\b401\b|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|status of 4\d\d/,
    });
    caretaker.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /\/(start|upload)$/.test(path))
        sent.push({ path, key: request.headers()['idempotency-key'], request });
    });
    await signInFromLanding(caretaker, app.baseUrl, 'caretaker@memorialcare.example', '/caretaker');
    await caretaker.getByRole('heading', { name: 'Welcome back, Dragan' }).waitFor();
    await uploadsButton(caretaker, 'Uploads').waitFor();

    const tasks = await api<CaretakerTaskPage>(
      caretaker,
      '/api/caretaker/tasks?tab=all&pageSize=50',
    );
    const idOf = (deceased: string, serviceType: string) =>
      tasks.items.find(
        (task) => task.grave?.deceasedName === deceased && task.serviceType === serviceType,
      )?.id;
    taskIds.candles = idOf('Radomir Jovanović', 'memorial_candles');
    taskIds.flowers = idOf('Desanka Jovanović', 'flower_arrangement');
    expect(taskIds.candles).toBeDefined();
    expect(taskIds.flowers).toBeDefined();

    await openTab(caretaker, 'Scheduled');
    await taskCard(caretaker, 'Radomir Jovanović', 'Memorial Candles')
      .getByRole('button', { name: 'View Details' })
      .click();
    await detailsDialog(caretaker).getByText('No photos uploaded yet').waitFor();
  });

  it('offline, takes a before photo and starts the task: both wait on the phone', async () => {
    const dialog = detailsDialog(caretaker);
    await context.setOffline(true);

    const before = photoRegion(dialog, 'Before');
    await before
      .locator('input[type=file][capture="environment"]')
      .setInputFiles({ name: 'before.jpg', mimeType: 'image/jpeg', buffer: beforeJpeg });
    // Asked once, on the first photo.
    await caretaker.getByText('Share my location with photos?').last().waitFor();
    await caretaker.getByRole('button', { name: 'Allow', exact: true }).click();
    await before.getByText('Waiting to upload').waitFor();
    // Its thumbnail comes from the photo kept on the phone.
    expect(await before.locator('img[src^="blob:"]').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Start Work' }).click();
    await dialog.getByText('Start — waiting for connection').waitFor();
    await uploadsButton(caretaker, 'Uploads · 2 waiting').waitFor();
    if (keepScreenshots)
      await caretaker.screenshot({ path: 'test-results/offline-waiting.png', fullPage: true });

    // Nothing reached the office.
    admin = await journey.openPage('admin');
    await signInFromLanding(admin, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    const photos = await api<Photo[]>(admin, `/api/photos?serviceRequestId=${taskIds.candles}`);
    expect(photos).toEqual([]);
    const request = await api<{ status: string }>(
      admin,
      `/api/service-requests/${taskIds.candles}`,
    );
    expect(request.status).toBe('scheduled');
  });

  it('back online, the photo and the Start arrive exactly once, a lost answer notwithstanding', async () => {
    const dialog = detailsDialog(caretaker);
    // The first Start reaches the server, but its answer never reaches the phone.
    let answerLost = false;
    await caretaker.route('**/api/service-requests/*/start', async (route) => {
      if (answerLost) return route.continue();
      answerLost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await context.setOffline(false);

    const before = photoRegion(dialog, 'Before');
    await before.getByRole('img', { name: 'Before photo' }).waitFor();
    await before.getByText('Waiting to upload').waitFor({ state: 'detached' });
    await dialog.getByText(/^Start — /).waitFor({ state: 'detached', timeout: 20_000 });
    await uploadsButton(caretaker, 'Uploads').waitFor();
    expect(answerLost).toBe(true);

    // Every attempt carried the key the item got when it was taken.
    const starts = sent.filter(({ path }) => path.endsWith('/start'));
    const uploads = sent.filter(({ path }) => path.endsWith('/upload'));
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(starts.map(({ key }) => key)).size).toBe(1);
    expect(new Set(uploads.map(({ key }) => key)).size).toBe(1);
    expect(starts[0]?.key).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(uploads[0]?.key).not.toBe(starts[0]?.key);

    const photos = await api<Photo[]>(admin, `/api/photos?serviceRequestId=${taskIds.candles}`);
    expect(photos.map(({ type }) => type)).toEqual(['before']);
    const request = await api<{ status: string }>(
      admin,
      `/api/service-requests/${taskIds.candles}`,
    );
    expect(request.status).toBe('in_progress');
    const history = await api<HistoryEntry[]>(
      admin,
      `/api/service-requests/${taskIds.candles}/history`,
    );
    const types = history.map(({ type }) => type);
    expect(types.filter((type) => type === 'PhotoAttached')).toHaveLength(1);
    expect(types.filter((type) => type === 'ServiceRequestStarted')).toHaveLength(1);
    // The phone's position went with the photo, as the caretaker allowed.
    const attached = history.find(({ type }) => type === 'PhotoAttached');
    expect(attached?.data?.devicePosition).toEqual({
      latitude: atTheGrave.latitude,
      longitude: atTheGrave.longitude,
      accuracyMeters: atTheGrave.accuracy,
    });
    await caretaker.unroute('**/api/service-requests/*/start');
  });

  it('a Start the office overtook is refused, and the caretaker is told', async () => {
    await caretaker.keyboard.press('Escape');
    await detailsDialog(caretaker).waitFor({ state: 'hidden' });
    await openTab(caretaker, 'Pending');
    await taskCard(caretaker, 'Desanka Jovanović', 'Flower Arrangement')
      .getByRole('button', { name: 'Accept Task' })
      .click();
    await toast(caretaker, 'Task Accepted').waitFor();
    await openTab(caretaker, 'Scheduled');
    const card = taskCard(caretaker, 'Desanka Jovanović', 'Flower Arrangement');

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Start Task' }).click();
    await card.getByText('Start — waiting for connection').waitFor();
    await uploadsButton(caretaker, 'Uploads · 1 waiting').waitFor();

    // Meanwhile the family cancelled the visit through the office.
    const cancelled = await callApi(admin, 'PATCH', `/api/service-requests/${taskIds.flowers}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);

    await context.setOffline(false);
    await toast(caretaker, 'Failed to start task').waitFor();
    const refused = uploadsButton(caretaker, 'Uploads · 1 refused');
    await refused.click();
    const drawer = caretaker.getByRole('dialog', { name: 'Uploads' });
    const list = drawer.getByRole('list', { name: 'Waiting on this phone' });
    await list.getByText(/^Refused: .+/).waitFor();
    if (keepScreenshots) await caretaker.screenshot({ path: 'test-results/offline-refused.png' });
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.textContent()).toContain('Start');

    await list.getByRole('button', { name: 'Dismiss' }).click();
    await drawer.getByText('Nothing is waiting to upload.').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await uploadsButton(caretaker, 'Uploads').waitFor();

    const history = await api<HistoryEntry[]>(
      admin,
      `/api/service-requests/${taskIds.flowers}/history`,
    );
    expect(history.map(({ type }) => type)).not.toContain('ServiceRequestStarted');
  });

  it('raised no unexpected errors in the browser consoles', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});

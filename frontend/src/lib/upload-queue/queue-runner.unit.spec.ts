import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client';
import type { QueueItem } from './queue-items';
import { createQueueRunner, type NewPhoto, type QueueDriver } from './queue-runner';
import { memoryQueueStore, type QueueStore } from './queue-store';

const start = Date.parse('2030-05-01T10:00:00.000Z');

/** The runner with a clock, ids, a connection switch and timers the test moves by hand. */
const setUp = (store: QueueStore = memoryQueueStore()) => {
  let time = start;
  let ids = 0;
  let online = true;
  const timers: { run: () => void; at: number }[] = [];
  const runner = createQueueRunner({
    store,
    userId: 'user-1',
    now: () => time,
    newId: () => `id-${++ids}`,
    isOnline: () => online,
    setTimer: (run, ms) => {
      const timer = { run, at: time + ms };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
  });
  return {
    runner,
    store,
    goOffline: () => void (online = false),
    goOnline: () => void (online = true),
    /** Moves the clock on and fires the timers that are due. */
    advance(ms: number) {
      time += ms;
      for (const timer of timers.filter(({ at }) => at <= time)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    timers,
  };
};

/** A driver whose server answers each attempt as told (200 unless `answers` says otherwise). */
const driverFor = (answers: ((item: QueueItem) => Promise<unknown>)[] = []) => {
  const attempts: QueueItem[] = [];
  const sent: string[] = [];
  const refused: string[] = [];
  const driver: QueueDriver = {
    send: (item, onProgress) => {
      attempts.push(item);
      onProgress(100);
      return answers.shift()?.(item) ?? Promise.resolve({ id: item.serviceRequestId });
    },
    sent: (item) => void sent.push(item.id),
    refused: (item) => void refused.push(item.id),
  };
  return { driver, attempts, sent, refused };
};

/** Lets every pending step of the runner run (its store and driver calls are promises). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
const refusedBy = (status: number) => () =>
  Promise.reject(new ApiRequestError(status, 'no', { message: 'The task was reassigned' }));

const photo = (change: Partial<NewPhoto> = {}): NewPhoto => ({
  serviceRequestId: 'request-1',
  photoType: 'before',
  description: null,
  file: new Blob(['jpeg']),
  fileName: 'before.jpg',
  devicePosition: null,
  ...change,
});

describe('the device queue', () => {
  it('sends nothing until a screen drives it, then everything in the order taken, once', async () => {
    const { runner, store } = setUp();
    const taken = await runner.addPhoto(photo());
    await runner.addTaskAction({ serviceRequestId: 'request-1', action: 'start' });
    const { driver, attempts, sent } = driverFor();
    expect(runner.snapshot().items).toHaveLength(2);

    runner.drive(driver);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(attempts.map((item) => item.kind)).toEqual(['photo', 'task-action']);
    expect(attempts[0]?.idempotencyKey).toBe(taken.idempotencyKey);
    expect(runner.snapshot().items).toEqual([]);
    expect(await store.list('user-1')).toEqual([]);
  });

  it('keeps an item through a lost connection and sends it again with the same key', async () => {
    const { runner, advance } = setUp();
    const { driver, attempts, sent } = driverFor([networkDown, networkDown]);
    runner.drive(driver);
    await runner.addPhoto(photo());
    await vi.waitFor(() => expect(attempts).toHaveLength(1));
    await vi.waitFor(() =>
      expect(runner.snapshot()).toMatchObject({
        sendingId: null,
        items: [expect.objectContaining({ attempts: 1 })],
      }),
    );

    advance(2_000);
    await vi.waitFor(() => expect(runner.snapshot().items[0]?.attempts).toBe(2));
    advance(3_999);
    expect(attempts).toHaveLength(2);
    advance(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(new Set(attempts.map((item) => item.idempotencyKey)).size).toBe(1);
  });

  it('waits while offline and sends at once when the connection comes back', async () => {
    const { runner, goOffline, goOnline } = setUp();
    goOffline();
    const { driver, attempts, sent } = driverFor();
    runner.drive(driver);
    await runner.addPhoto(photo());
    await runner.addTaskAction({ serviceRequestId: 'request-1', action: 'start' });
    await settle();
    expect(attempts).toEqual([]);

    goOnline();
    runner.wake();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
  });

  it('marks a refused item, tells the driver, and goes on with the next', async () => {
    const { runner } = setUp();
    const { driver, sent, refused } = driverFor([refusedBy(409)]);
    const start = await runner.addTaskAction({ serviceRequestId: 'request-1', action: 'start' });
    const after = await runner.addPhoto(photo({ photoType: 'after' }));
    runner.drive(driver);
    await vi.waitFor(() => expect(sent).toEqual([after.id]));
    expect(refused).toEqual([start.id]);
    expect(runner.snapshot().items).toEqual([
      expect.objectContaining({
        id: start.id,
        refusal: { status: 409, message: 'The task was reassigned', code: null },
      }),
    ]);

    await runner.dismiss(start.id);
    expect(runner.snapshot().items).toEqual([]);
  });

  it('holds a photo, and what was taken after it, until its position is found', async () => {
    const { runner } = setUp();
    const { driver, attempts, sent } = driverFor();
    runner.drive(driver);
    const taken = await runner.addPhoto(photo({ devicePosition: 'locating' }));
    await runner.addTaskAction({ serviceRequestId: 'request-1', action: 'start' });
    await settle();
    expect(attempts).toEqual([]);

    const position = { latitude: 44.8106, longitude: 20.4797, accuracyMeters: 12 };
    await runner.locate(taken.id, position);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(attempts[0]).toMatchObject({ kind: 'photo', devicePosition: position });
  });

  it('picks up where it stopped after a reload, the same key kept', async () => {
    const store = memoryQueueStore();
    const before = setUp(store);
    before.goOffline();
    const waiting = await before.runner.addPhoto(photo({ devicePosition: 'locating' }));

    const reopened = setUp(store);
    const { driver, attempts, sent } = driverFor();
    reopened.runner.drive(driver);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // Found after the reload, a position would not be where the photo was taken.
    expect(attempts[0]).toMatchObject({
      idempotencyKey: waiting.idempotencyKey,
      devicePosition: null,
    });
  });

  it('keeps a move tapped twice once', async () => {
    const { runner, goOffline } = setUp();
    goOffline();
    const taps = await Promise.all([
      runner.addTaskAction({ serviceRequestId: 'request-1', action: 'start' }),
      runner.addTaskAction({ serviceRequestId: 'request-1', action: 'start' }),
    ]);
    expect(taps[1].id).toBe(taps[0].id);
    await runner.addTaskAction({ serviceRequestId: 'request-2', action: 'start' });
    expect(runner.snapshot().items).toHaveLength(2);
  });

  it('stops sending when the last driver leaves', async () => {
    const { runner } = setUp();
    const { driver, attempts } = driverFor();
    const detach = runner.drive(driver);
    detach();
    await runner.addPhoto(photo());
    await settle();
    expect(attempts).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../shared/errors';
import { createPasswordCheckGate } from './password-check-gate';

/** A check that runs until the test lets it finish. */
const heldCheck = () => {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('checked');
  });
  return { check: () => done, finish };
};

const limits = { perAddress: 2, overall: 3, maxQueued: 1, maxWaitMs: 50 };

describe('password check gate', () => {
  it('refuses a third check from one address at once, with a Retry-After', async () => {
    const gate = createPasswordCheckGate(limits);
    const held = heldCheck();
    const first = gate.run('10.0.0.1', held.check);
    const second = gate.run('10.0.0.1', held.check);
    const third = gate.run('10.0.0.1', held.check);
    await expect(third).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(third).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    held.finish();
    await expect(Promise.all([first, second])).resolves.toEqual(['checked', 'checked']);
    // The address may check again once its checks are done.
    await expect(gate.run('10.0.0.1', async () => 'again')).resolves.toBe('again');
  });

  it('queues boundedly over the overall cap and admits the queued check when a slot frees', async () => {
    const gate = createPasswordCheckGate(limits);
    const held = heldCheck();
    const running = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((a) => gate.run(a, held.check));
    const queued = gate.run('10.0.0.4', async () => 'queued one');
    await expect(gate.run('10.0.0.5', held.check)).rejects.toBeInstanceOf(TooManyRequestsError);
    held.finish();
    await Promise.all(running);
    await expect(queued).resolves.toBe('queued one');
  });

  it('refuses a queued check that waited too long', async () => {
    const gate = createPasswordCheckGate(limits);
    const held = heldCheck();
    const running = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((a) => gate.run(a, held.check));
    await expect(gate.run('10.0.0.4', held.check)).rejects.toBeInstanceOf(TooManyRequestsError);
    // The refused one left the queue: the next one may wait in it.
    const next = gate.run('10.0.0.5', async () => 'next');
    held.finish();
    await Promise.all(running);
    await expect(next).resolves.toBe('next');
  });
});

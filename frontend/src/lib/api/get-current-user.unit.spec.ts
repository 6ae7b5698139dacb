import type { CurrentUser } from '@memorial-care/contracts/http';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from './get-current-user';

// Who is signed in: the server's answer rules; only when no answer comes at all does a
// caretaker's session kept on the device open their console.

const caretaker: CurrentUser = {
  id: 'user-1',
  email: 'caretaker@memorialcare.example',
  firstName: 'Dragan',
  lastName: 'Petrović',
  profileImageUrl: null,
  role: 'caretaker',
  clientId: null,
  caretakerId: 'caretaker-1',
};

const answer = (status: number, body: unknown) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
const noAnswer = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

const signInOnline = async () => {
  vi.stubGlobal('fetch', answer(200, caretaker));
  expect(await getCurrentUser()).toEqual(caretaker);
};

describe('getCurrentUser', () => {
  it('opens a caretaker’s console from the device when no answer comes', async () => {
    await signInOnline();
    vi.stubGlobal('fetch', noAnswer());
    expect(await getCurrentUser()).toEqual(caretaker);
    // The screens wait for a connection instead of failing (the browser may think it has one).
    expect(onlineManager.isOnline()).toBe(false);
    await signInOnline();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('fails without an answer when no caretaker was signed in on this device', async () => {
    vi.stubGlobal('fetch', noAnswer());
    await expect(getCurrentUser()).rejects.toThrow(TypeError);
  });

  it('follows the server: signed out there is signed out here, offline afterwards too', async () => {
    await signInOnline();
    vi.stubGlobal('fetch', answer(401, { message: 'Not signed in' }));
    expect(await getCurrentUser()).toBeNull();
    vi.stubGlobal('fetch', noAnswer());
    await expect(getCurrentUser()).rejects.toThrow(TypeError);
  });

  it('reports a server error as one, even with a kept session', async () => {
    await signInOnline();
    vi.stubGlobal('fetch', answer(500, { message: 'Internal server error' }));
    await expect(getCurrentUser()).rejects.toThrow(/^500/);
  });
});

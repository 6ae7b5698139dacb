import type { CurrentUser } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  forgetOfflineSession,
  isNoAnswer,
  recallOfflineSession,
  rememberOfflineSession,
  type SessionStorage,
} from './offline-session';

const memoryStorage = (): SessionStorage & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const user = (role: CurrentUser['role']): CurrentUser => ({
  id: `user-${role}`,
  email: `${role}@memorialcare.example`,
  firstName: 'Dragan',
  lastName: 'Petrović',
  profileImageUrl: null,
  role,
  clientId: null,
  caretakerId: role === 'caretaker' ? 'caretaker-1' : null,
});

describe('the caretaker session kept on the device', () => {
  it('keeps a caretaker and gives them back', () => {
    const storage = memoryStorage();
    rememberOfflineSession(user('caretaker'), storage);
    expect(recallOfflineSession(storage)).toEqual(user('caretaker'));
  });

  it('never keeps an admin or a client', () => {
    for (const role of ['admin', 'client'] as const) {
      const storage = memoryStorage();
      rememberOfflineSession(user(role), storage);
      expect(storage.items.size, role).toBe(0);
      expect(recallOfflineSession(storage), role).toBeNull();
    }
  });

  it('forgets a kept caretaker when the server says nobody or someone else is signed in', async () => {
    for (const answer of [null, user('admin')]) {
      const storage = memoryStorage();
      rememberOfflineSession(user('caretaker'), storage);
      rememberOfflineSession(answer, storage);
      expect(recallOfflineSession(storage)).toBeNull();
    }
    const signedOut = memoryStorage();
    rememberOfflineSession(user('caretaker'), signedOut);
    await forgetOfflineSession(signedOut);
    expect(recallOfflineSession(signedOut)).toBeNull();
  });

  it('gives back nothing for text it cannot trust', () => {
    const storage = memoryStorage();
    for (const text of ['{not json', '{"id":1}', JSON.stringify(user('admin'))]) {
      storage.setItem('memorial-care.offline-session', text);
      expect(recallOfflineSession(storage), text).toBeNull();
    }
    expect(recallOfflineSession(null)).toBeNull();
  });

  it('tells a missing answer (fetch failed) from an answer', () => {
    expect(isNoAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoAnswer(new Error('500: Internal server error'))).toBe(false);
  });
});

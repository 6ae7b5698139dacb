import type { CurrentUser } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer';

const user = (role: CurrentUser['role']): CurrentUser => ({
  id: 'u1',
  email: 'ana@example.rs',
  firstName: 'Ana',
  lastName: null,
  profileImageUrl: null,
  role,
  clientId: null,
  caretakerId: null,
});

describe('viewerOf', () => {
  it('treats loading (undefined) and signed out (null) alike', () => {
    expect(viewerOf(undefined)).toBe('signed-out');
    expect(viewerOf(null)).toBe('signed-out');
  });

  it('uses the role, or no-role when the account has none', () => {
    expect(viewerOf(user('caretaker'))).toBe('caretaker');
    expect(viewerOf(user(null))).toBe('no-role');
  });
});

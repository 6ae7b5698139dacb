import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/route';
import { NotFoundError, UnauthorizedError } from '../shared/errors';
import { requireCaretakerSelf, requireClientOwnership } from './ownership';

const clientId = '11111111-1111-4111-8111-111111111111';
const otherClientId = '22222222-2222-4222-8222-222222222222';
const caretakerId = '33333333-3333-4333-8333-333333333333';

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: '44444444-4444-4444-8444-444444444444',
  email: 'someone@example.com',
  role: 'client',
  clientId: null,
  caretakerId: null,
  firstName: null,
  lastName: null,
  ...overrides,
});

const admin = user({ role: 'admin' });
const client = user({ role: 'client', clientId });
const caretaker = user({ role: 'caretaker', caretakerId });
const roleless = user({ role: null, clientId, caretakerId });

describe('requireClientOwnership', () => {
  it('lets admins and the owning client through', () => {
    expect(() => requireClientOwnership(admin, otherClientId)).not.toThrow();
    expect(() => requireClientOwnership(client, clientId)).not.toThrow();
  });

  it('answers not found to everyone else, so ids cannot be probed', () => {
    expect(() => requireClientOwnership(client, otherClientId)).toThrow(NotFoundError);
    expect(() => requireClientOwnership(client, null)).toThrow(NotFoundError);
    expect(() => requireClientOwnership(user({ role: 'client' }), null)).toThrow(NotFoundError);
    expect(() => requireClientOwnership(caretaker, clientId)).toThrow(NotFoundError);
    expect(() => requireClientOwnership(roleless, clientId)).toThrow(NotFoundError);
  });

  it('asks anonymous callers to sign in', () => {
    expect(() => requireClientOwnership(null, clientId)).toThrow(UnauthorizedError);
  });
});

describe('requireCaretakerSelf', () => {
  it('lets admins and the caretaker themself through', () => {
    expect(() => requireCaretakerSelf(admin, caretakerId)).not.toThrow();
    expect(() => requireCaretakerSelf(caretaker, caretakerId)).not.toThrow();
  });

  it('answers not found to other caretakers, clients and role-less users', () => {
    expect(() =>
      requireCaretakerSelf(user({ role: 'caretaker', caretakerId: clientId }), caretakerId),
    ).toThrow(NotFoundError);
    expect(() => requireCaretakerSelf(client, caretakerId)).toThrow(NotFoundError);
    expect(() => requireCaretakerSelf(roleless, caretakerId)).toThrow(NotFoundError);
    expect(() => requireCaretakerSelf(null, caretakerId)).toThrow(UnauthorizedError);
  });
});

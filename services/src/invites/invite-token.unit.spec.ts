import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInviteToken, inviteLinkFor, inviteTokenFor } from './invite-token';

const inviteId = '7b2a1f0e-9d8c-4b76-a594-837261504938';

describe('invite tokens', () => {
  it('derives the token as base64url(HMAC-SHA256(secret, inviteId))', () => {
    const expected = createHmac('sha256', 'key').update(inviteId).digest('base64url');
    expect(inviteTokenFor('key', inviteId)).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('depends on the secret and the invite id', () => {
    const token = inviteTokenFor('key', inviteId);
    expect(inviteTokenFor('other key', inviteId)).not.toBe(token);
    expect(inviteTokenFor('key', '8c3b2a1f-0e9d-4c87-b6a5-948372615049')).not.toBe(token);
  });

  it('builds the link under the public URL, with or without a trailing slash', () => {
    const token = inviteTokenFor('key', inviteId);
    expect(inviteLinkFor('https://memorialcare.example', 'key', inviteId)).toBe(
      `https://memorialcare.example/invite/${token}`,
    );
    expect(inviteLinkFor('https://memorialcare.example/', 'key', inviteId)).toBe(
      `https://memorialcare.example/invite/${token}`,
    );
  });

  it('stores the token only as its SHA-256, hex', () => {
    const token = inviteTokenFor('key', inviteId);
    expect(hashInviteToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashInviteToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { activationFailureOf, inviteFailureOf } from './invite-failure';

const apiError = (status: number, message?: string) =>
  new ApiRequestError(status, message ?? '', message === undefined ? null : { message });

describe('inviteFailureOf', () => {
  it("uses the server's message when it refused the link", () => {
    expect(inviteFailureOf(apiError(410, 'This invite has expired'))).toEqual({
      kind: 'server',
      message: 'This invite has expired',
    });
    expect(inviteFailureOf(apiError(404, 'Invite not found'))).toEqual({
      kind: 'server',
      message: 'Invite not found',
    });
  });

  it('keeps the refusal’s code, so the page can say it in the user’s language', () => {
    const expired = new ApiRequestError(410, '', {
      message: 'This invite has expired',
      code: 'INVITE_EXPIRED',
    });
    expect(inviteFailureOf(expired)).toEqual({
      kind: 'server',
      message: 'This invite has expired',
      code: 'INVITE_EXPIRED',
    });
  });

  it('says "Invalid invite link" for a refusal without a message', () => {
    expect(inviteFailureOf(apiError(404))).toEqual({ kind: 'invalidLink' });
    expect(inviteFailureOf(apiError(410, '  '))).toEqual({ kind: 'invalidLink' });
  });

  it('says "Failed to verify invite link" when the server could not answer', () => {
    expect(inviteFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'verifyFailed' });
    expect(inviteFailureOf(apiError(500, 'Internal server error'))).toEqual({
      kind: 'verifyFailed',
    });
    expect(inviteFailureOf(apiError(503))).toEqual({ kind: 'verifyFailed' });
  });
});

describe('activationFailureOf', () => {
  it('treats an unknown, expired or used link as dead', () => {
    expect(activationFailureOf(apiError(410, 'This invite was already used'))).toEqual({
      kind: 'deadLink',
      failure: { kind: 'server', message: 'This invite was already used' },
    });
    expect(activationFailureOf(apiError(404))).toEqual({
      kind: 'deadLink',
      failure: { kind: 'invalidLink' },
    });
  });

  it('lets the client retry otherwise, with the server reason when given', () => {
    expect(activationFailureOf(apiError(400, 'Password must be at least 6 characters'))).toEqual({
      kind: 'retry',
      serverMessage: 'Password must be at least 6 characters',
    });
    expect(activationFailureOf(apiError(500))).toEqual({ kind: 'retry', serverMessage: null });
    expect(activationFailureOf(new TypeError('Failed to fetch'))).toEqual({
      kind: 'retry',
      serverMessage: null,
    });
  });
});

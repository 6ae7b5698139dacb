import type { InviteLookup } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import type { InviteFailure } from './invite-failure';
import {
  initialInvitePageState,
  invitePageReducer,
  type InvitePageEvent,
  type InvitePageState,
} from './invite-page-state';

const invite: InviteLookup = {
  client: { id: 'c1', name: 'Jelena Petrović', email: 'jelena@example.com' },
  expiresAt: '2030-01-08T10:00:00.000Z',
};
const expired: InviteFailure = { kind: 'server', message: 'This invite has expired' };

const run = (...events: InvitePageEvent[]): InvitePageState =>
  events.reduce(invitePageReducer, initialInvitePageState);

describe('invite page state machine', () => {
  it('starts by verifying the invite', () => {
    expect(initialInvitePageState).toEqual({ kind: 'verifying' });
  });

  it('is ready with the invite once verified', () => {
    expect(run({ type: 'verified', invite })).toEqual({ kind: 'ready', invite });
  });

  it('is invalid with the reason when verification fails', () => {
    expect(run({ type: 'verificationFailed', failure: expired })).toEqual({
      kind: 'invalid',
      failure: expired,
    });
  });

  it('goes ready → activating → done', () => {
    expect(run({ type: 'verified', invite }, { type: 'activationStarted' })).toEqual({
      kind: 'activating',
      invite,
    });
    expect(
      run({ type: 'verified', invite }, { type: 'activationStarted' }, { type: 'activated' }),
    ).toEqual({ kind: 'done', invite });
  });

  it('returns to the form when activation fails, so the client can try again', () => {
    expect(
      run(
        { type: 'verified', invite },
        { type: 'activationStarted' },
        { type: 'activationFailed', deadLink: null },
      ),
    ).toEqual({ kind: 'ready', invite });
  });

  it('becomes invalid when the link died during activation', () => {
    expect(
      run(
        { type: 'verified', invite },
        { type: 'activationStarted' },
        { type: 'activationFailed', deadLink: expired },
      ),
    ).toEqual({ kind: 'invalid', failure: expired });
  });

  it('ignores events that do not fit the current state', () => {
    // Activating before the invite is known, or twice; a late lookup answer after activation.
    expect(run({ type: 'activationStarted' })).toEqual({ kind: 'verifying' });
    expect(run({ type: 'activated' })).toEqual({ kind: 'verifying' });
    const activating = run({ type: 'verified', invite }, { type: 'activationStarted' });
    expect(invitePageReducer(activating, { type: 'activationStarted' })).toBe(activating);
    const done = invitePageReducer(activating, { type: 'activated' });
    expect(invitePageReducer(done, { type: 'verificationFailed', failure: expired })).toBe(done);
    expect(invitePageReducer(done, { type: 'activationFailed', deadLink: null })).toBe(done);
    const invalid = run({ type: 'verificationFailed', failure: { kind: 'invalidLink' } });
    expect(invitePageReducer(invalid, { type: 'verified', invite })).toBe(invalid);
  });
});

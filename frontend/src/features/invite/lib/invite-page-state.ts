import type { InviteLookup } from '@memorial-care/contracts/http';
import type { InviteFailure } from './invite-failure';

/**
 * The invite page as a state machine (spec part 1, section 4): verifying, then invalid or
 * ready; ready → activating → done, or back to ready when activation fails. Events that do not
 * fit the current state (a late answer, a double submit) leave it unchanged.
 */
export type InvitePageState =
  | { readonly kind: 'verifying' }
  | { readonly kind: 'invalid'; readonly failure: InviteFailure }
  | { readonly kind: 'ready'; readonly invite: InviteLookup }
  | { readonly kind: 'activating'; readonly invite: InviteLookup }
  | { readonly kind: 'done'; readonly invite: InviteLookup };

export type InvitePageEvent =
  | { readonly type: 'verified'; readonly invite: InviteLookup }
  | { readonly type: 'verificationFailed'; readonly failure: InviteFailure }
  | { readonly type: 'activationStarted' }
  /** `deadLink`: the link stopped working meanwhile, so the form makes no sense any more. */
  | { readonly type: 'activationFailed'; readonly deadLink: InviteFailure | null }
  | { readonly type: 'activated' };

export const initialInvitePageState: InvitePageState = { kind: 'verifying' };

export function invitePageReducer(state: InvitePageState, event: InvitePageEvent): InvitePageState {
  switch (event.type) {
    case 'verified':
      return state.kind === 'verifying' ? { kind: 'ready', invite: event.invite } : state;
    case 'verificationFailed':
      return state.kind === 'verifying' ? { kind: 'invalid', failure: event.failure } : state;
    case 'activationStarted':
      return state.kind === 'ready' ? { kind: 'activating', invite: state.invite } : state;
    case 'activationFailed':
      if (state.kind !== 'activating') return state;
      return event.deadLink
        ? { kind: 'invalid', failure: event.deadLink }
        : { kind: 'ready', invite: state.invite };
    case 'activated':
      return state.kind === 'activating' ? { kind: 'done', invite: state.invite } : state;
  }
}

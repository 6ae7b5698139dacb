import type { RefundReferenceClaimed } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ConflictError } from '../shared/errors';

// An outgoing transfer's reference belongs to one refund: its claim stream
// (`refund-reference-<reference>`) holds one event at most, as a payment's reference does.

export interface ClaimRefundReference {
  readonly type: 'ClaimRefundReference';
  readonly data: RefundReferenceClaimed;
}

export const refundAlreadyRecordedError = () =>
  new ConflictError(
    'A refund with this bank reference is already recorded',
    'REFUND_ALREADY_RECORDED',
    { errors: [{ path: 'body.bankReference', message: 'Already recorded' }] },
  );

export const refundReferenceDecider: Decider<
  { readonly claimedBy: string | null },
  ClaimRefundReference,
  { readonly type: 'RefundReferenceClaimed'; readonly data: RefundReferenceClaimed }
> = {
  eventTypes: ['RefundReferenceClaimed'],
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.data.refundId }),
  decide: (command, state) => {
    if (state.claimedBy !== null) throw refundAlreadyRecordedError();
    return [{ type: 'RefundReferenceClaimed', data: command.data }];
  },
};

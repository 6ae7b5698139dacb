import type { PaymentReferenceClaimed } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ConflictError } from '../shared/errors';

// A bank reference belongs to one payment: its claim stream (`payment-reference-<reference>`)
// holds one event at most, so one transfer is never recorded twice, whoever records it.

export interface ClaimPaymentReference {
  readonly type: 'ClaimPaymentReference';
  readonly data: PaymentReferenceClaimed;
}

export type PaymentReferenceState = { readonly claimedBy: string | null };

export const paymentAlreadyRecordedError = () =>
  new ConflictError(
    'A payment with this bank reference is already recorded',
    'PAYMENT_ALREADY_RECORDED',
    { errors: [{ path: 'body.bankReference', message: 'Already recorded' }] },
  );

export const paymentReferenceDecider: Decider<
  PaymentReferenceState,
  ClaimPaymentReference,
  { readonly type: 'PaymentReferenceClaimed'; readonly data: PaymentReferenceClaimed }
> = {
  eventTypes: ['PaymentReferenceClaimed'],
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.data.paymentId }),
  decide: (command, state) => {
    if (state.claimedBy !== null) throw paymentAlreadyRecordedError();
    return [{ type: 'PaymentReferenceClaimed', data: command.data }];
  },
};

import type { MailState } from './invite-status';

/**
 * The "next steps" of the after-resend dialog, as i18n keys with their values. The first step
 * depends on the invite mail: not sent yet, on its way, delivered, or failed.
 */
type DeliveryStepKey = 'sendOrShare' | 'mailOnItsWay' | 'mailSent' | 'mailFailed';

export type NextStep =
  | { readonly key: DeliveryStepKey; readonly values: { readonly email: string } }
  | {
      readonly key: 'activate';
      readonly values: { readonly name: string; readonly expiresAt: string };
    }
  | { readonly key: 'signIn'; readonly values: { readonly name: string; readonly email: string } }
  | { readonly key: 'renew'; readonly values: Record<string, never> };

export interface NextStepsInput {
  readonly name: string;
  readonly email: string;
  readonly expiresAt: string;
  readonly mail: MailState;
}

const deliveryStep = (mail: MailState): DeliveryStepKey => {
  switch (mail.kind) {
    case 'none':
      return 'sendOrShare';
    case 'queued':
    case 'sending':
      return 'mailOnItsWay';
    case 'sent':
      return 'mailSent';
    case 'failed':
      return 'mailFailed';
  }
};

export function nextStepsOf({ name, email, expiresAt, mail }: NextStepsInput): NextStep[] {
  return [
    { key: deliveryStep(mail), values: { email } },
    { key: 'activate', values: { name, expiresAt } },
    { key: 'signIn', values: { name, email } },
    { key: 'renew', values: {} },
  ];
}

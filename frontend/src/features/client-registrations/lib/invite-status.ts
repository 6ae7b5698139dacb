import type { RecentRegistration } from '@memorial-care/contracts/http';

// What a registration's latest invite and its mail delivery look like to the admin. Pure, so
// the rules (accepted beats expired, a failed mail stays visible) are pinned by unit tests.

type LatestInvite = RecentRegistration['latestInvite'];
type Mail = NonNullable<LatestInvite>['mail'];

export type InviteState =
  | { readonly kind: 'none' }
  | { readonly kind: 'accepted'; readonly at: string }
  | { readonly kind: 'expired'; readonly at: string }
  | { readonly kind: 'valid'; readonly until: string };

/** An accepted invite stays accepted after its expiry; otherwise the expiry decides. */
export function inviteStateOf(invite: LatestInvite, now: Date): InviteState {
  if (!invite) return { kind: 'none' };
  if (invite.acceptedAt) return { kind: 'accepted', at: invite.acceptedAt };
  return Date.parse(invite.expiresAt) <= now.getTime()
    ? { kind: 'expired', at: invite.expiresAt }
    : { kind: 'valid', until: invite.expiresAt };
}

export type MailState =
  | { readonly kind: 'none' }
  | { readonly kind: 'queued' | 'sending'; readonly retryingAfter: string | null }
  | { readonly kind: 'sent'; readonly at: string | null }
  | { readonly kind: 'failed'; readonly error: string | null; readonly attempts: number };

/**
 * The delivery of the invite mail. A queued or sending mail that already failed once carries
 * that error (`retryingAfter`): the worker retries with backoff, and the admin sees why.
 */
export function mailStateOf(mail: Mail | undefined): MailState {
  if (!mail) return { kind: 'none' };
  switch (mail.status) {
    case 'queued':
    case 'sending':
      return { kind: mail.status, retryingAfter: mail.attempts > 0 ? mail.lastError : null };
    case 'sent':
      return { kind: 'sent', at: mail.sentAt };
    case 'failed':
      return { kind: 'failed', error: mail.lastError, attempts: mail.attempts };
  }
}

export type TagColor = 'default' | 'blue' | 'green' | 'gold' | 'red' | 'processing';

/** How a state is shown: a tag colour, an i18n key of this feature, the date it mentions. */
export interface Presentation<K extends string> {
  readonly color: TagColor;
  readonly label: K;
  /** ISO instant for the label's {{date}}, or null when the label has none. */
  readonly date: string | null;
}

export type InviteLabel = 'invite.none' | 'invite.valid' | 'invite.accepted' | 'invite.expired';

export function invitePresentation(state: InviteState): Presentation<InviteLabel> {
  switch (state.kind) {
    case 'none':
      return { color: 'default', label: 'invite.none', date: null };
    case 'valid':
      return { color: 'blue', label: 'invite.valid', date: state.until };
    case 'accepted':
      return { color: 'green', label: 'invite.accepted', date: state.at };
    case 'expired':
      return { color: 'default', label: 'invite.expired', date: state.at };
  }
}

export type MailLabel =
  'mail.none' | 'mail.queued' | 'mail.sending' | 'mail.sent' | 'mail.sentAt' | 'mail.failed';

export function mailPresentation(state: MailState): Presentation<MailLabel> {
  switch (state.kind) {
    case 'none':
      return { color: 'default', label: 'mail.none', date: null };
    case 'queued':
      return { color: 'gold', label: 'mail.queued', date: null };
    case 'sending':
      return { color: 'processing', label: 'mail.sending', date: null };
    case 'sent':
      return state.at
        ? { color: 'green', label: 'mail.sentAt', date: state.at }
        : { color: 'green', label: 'mail.sent', date: null };
    case 'failed':
      return { color: 'red', label: 'mail.failed', date: null };
  }
}

const isInFlight = (registration: RecentRegistration) => {
  const status = registration.latestInvite?.mail?.status;
  return status === 'queued' || status === 'sending';
};

/** Whether some invite mail is still on its way: the screen then follows it until it settles. */
export const hasMailInFlight = (registrations: readonly RecentRegistration[] | undefined) =>
  (registrations ?? []).some(isInFlight);

/** Registrations whose open invite could not be mailed: the admin has to act on them. */
export const failedInviteMails = (
  registrations: readonly RecentRegistration[],
): RecentRegistration[] =>
  registrations.filter(
    ({ latestInvite }) => latestInvite?.mail?.status === 'failed' && !latestInvite.acceptedAt,
  );

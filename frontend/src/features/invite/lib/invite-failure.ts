import { ApiRequestError } from '../../../lib/api-client';

/**
 * Why an invite cannot be used, as the spec's toasts word it: the server's own message, else
 * "Invalid invite link" when the server refused the link, else "Failed to verify invite link"
 * when it could not be asked (network, server fault).
 */
export type InviteFailure =
  /** `code` lets the page say it in the user's language. */
  | { readonly kind: 'server'; readonly message: string; readonly code?: string }
  | { readonly kind: 'invalidLink' }
  | { readonly kind: 'verifyFailed' };

const isRefusal = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** The failure of GET /api/invite/{token}. */
export function inviteFailureOf(error: unknown): InviteFailure {
  if (!isRefusal(error)) return { kind: 'verifyFailed' };
  const message = error.body?.message?.trim();
  const code = error.body?.code;
  if (!message) return { kind: 'invalidLink' };
  return code ? { kind: 'server', message, code } : { kind: 'server', message };
}

/** Statuses that mean the link itself is no longer usable (unknown, expired or already used). */
const deadLinkStatuses: ReadonlySet<number> = new Set([404, 410]);

export type ActivationFailure =
  /** The link died meanwhile (expired, used in another tab): the page shows Invalid Invite. */
  | { readonly kind: 'deadLink'; readonly failure: InviteFailure }
  /** Anything else: "Failed to activate account", with the server's reason when it gave one. */
  | { readonly kind: 'retry'; readonly serverMessage: string | null; readonly code?: string };

/** The failure of POST /api/invite/{token}/activate. */
export function activationFailureOf(error: unknown): ActivationFailure {
  if (error instanceof ApiRequestError && deadLinkStatuses.has(error.status)) {
    return { kind: 'deadLink', failure: inviteFailureOf(error) };
  }
  const body = error instanceof ApiRequestError ? error.body : null;
  const message = body?.message?.trim();
  if (!message) return { kind: 'retry', serverMessage: null };
  return body?.code
    ? { kind: 'retry', serverMessage: message, code: body.code }
    : { kind: 'retry', serverMessage: message };
}

import type { MailboxCallbackOutcome } from '@memorial-care/contracts/http';

/** What the admin pasted into Step 2: the code, and the state when the whole address came. */
export interface PastedAuthorization {
  readonly code: string;
  readonly state?: string;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The query of a pasted address (`https://…?code=…`), or of `code=…&state=…` pasted alone. */
const queryOf = (text: string) => {
  if (URL.canParse(text)) return new URL(text).search;
  if (/(^|[?&])code=/.test(text)) return text.slice(text.indexOf('?') + 1);
  return null;
};

/**
 * The code (and state) in what was pasted: the code alone, or the address the provider sent the
 * browser to. A code copied out of an address bar may still be percent-encoded (Google's start
 * `4%2F`); it is decoded. Null when nothing usable was pasted.
 */
export const pastedAuthorizationOf = (text: string): PastedAuthorization | null => {
  const pasted = text.trim();
  if (!pasted) return null;
  const query = queryOf(pasted);
  if (query !== null) {
    const params = new URLSearchParams(query);
    const code = params.get('code')?.trim();
    if (!code) return null;
    const state = params.get('state')?.trim();
    return state ? { code, state } : { code };
  }
  return { code: /%[0-9A-Fa-f]{2}/.test(pasted) ? decoded(pasted) : pasted };
};

/** What the provider's redirect back came to (`?mailbox=connected|failed&reason=CODE`). */
export type CallbackOutcome =
  | { readonly outcome: Extract<MailboxCallbackOutcome, 'connected'> }
  | { readonly outcome: Extract<MailboxCallbackOutcome, 'failed'>; readonly reason: string | null };

export const callbackOutcomeOf = (params: URLSearchParams): CallbackOutcome | null => {
  const outcome = params.get('mailbox');
  if (outcome === 'connected') return { outcome };
  if (outcome !== 'failed') return null;
  const reason = params.get('reason');
  return { outcome, reason: reason && /^[A-Z_]{1,64}$/.test(reason) ? reason : null };
};

/** How the office names what a mail is; the server's kinds are finer (`notification-<kind>`…). */
export const mailKindGroups = [
  'invite',
  'notification',
  'reminder',
  'invoice',
  'message',
  'other',
] as const;
export type MailKindGroup = (typeof mailKindGroups)[number];

/** The kinds the services queue today (their reactors), by name. */
const knownKinds: Readonly<Record<string, MailKindGroup>> = {
  invite: 'invite',
  'notification-invoice_issued': 'invoice',
  'care-reminder': 'reminder',
  'memorial-days': 'reminder',
  'client-message': 'message',
};

/**
 * The group of a mail's kind. Kinds added later are placed by their words, so a new invoice or
 * reminder mail reads right before anyone names it here; anything else is "other".
 */
export function mailKindGroupOf(kind: string): MailKindGroup {
  const known = knownKinds[kind];
  if (known) return known;
  const lower = kind.toLowerCase();
  if (lower.includes('invoice')) return 'invoice';
  if (lower.includes('invite')) return 'invite';
  if (lower.includes('reminder')) return 'reminder';
  if (lower.startsWith('notification')) return 'notification';
  if (lower.includes('message')) return 'message';
  return 'other';
}

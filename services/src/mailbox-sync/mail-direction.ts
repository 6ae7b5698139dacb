import type { ReadMessage } from './parse-message';

export type MailDirection = 'inbound' | 'outbound';

/**
 * Outbound: sent by the office (from one of its addresses, or found in the Sent folder);
 * inbound otherwise.
 */
export const directionOf = (
  message: Pick<ReadMessage, 'from'>,
  officeAddresses: ReadonlySet<string>,
  inSentFolder: boolean,
): MailDirection => (inSentFolder || officeAddresses.has(message.from) ? 'outbound' : 'inbound');

/**
 * The addresses whose clients the message belongs to: the sender of inbound mail, the
 * recipients of outbound mail (the office's own addresses left out).
 */
export const counterpartAddresses = (
  message: Pick<ReadMessage, 'from' | 'to' | 'cc' | 'bcc'>,
  direction: MailDirection,
  officeAddresses: ReadonlySet<string>,
): string[] =>
  direction === 'inbound'
    ? message.from
      ? [message.from]
      : []
    : [...new Set([...message.to, ...message.cc, ...message.bcc])].filter(
        (address) => !officeAddresses.has(address),
      );

/** The bare address in a From value such as `Memorial Care <office@example.com>`, lower-cased. */
export const addressOf = (value: string): string | null => {
  const address = (/<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value)?.[1] ?? value).trim().toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
};

import type { Communication } from '@memorial-care/contracts/http';

/** One conversation: its messages in time order, and when it last moved. */
export interface Thread {
  readonly key: string;
  /** The first message's subject (a reply's "Re: …" says no more). */
  readonly subject: string | null;
  readonly messages: readonly Communication[];
  readonly lastAt: string;
}

/** When a message happened: sent (a mailbox message's Date) or else recorded. */
export const momentOf = (message: Communication) => message.sentAt ?? message.createdAt;

const byMoment = (a: Communication, b: Communication) =>
  Date.parse(momentOf(a)) - Date.parse(momentOf(b)) || a.createdAt.localeCompare(b.createdAt);

/**
 * The messages grouped by thread (a message without one is a thread of its own), each thread
 * in time order; the thread that moved last comes first.
 */
export function threadsOf(messages: readonly Communication[]): Thread[] {
  const groups = new Map<string, Communication[]>();
  for (const message of messages) {
    const key = message.threadId ?? message.id;
    groups.set(key, [...(groups.get(key) ?? []), message]);
  }
  return [...groups]
    .map(([key, group]) => {
      const ordered = [...group].sort(byMoment);
      return {
        key,
        subject: ordered.find((m) => m.subject)?.subject ?? null,
        messages: ordered,
        lastAt: momentOf(ordered.at(-1)!),
      };
    })
    .sort((a, b) => Date.parse(b.lastAt) - Date.parse(a.lastAt) || a.key.localeCompare(b.key));
}

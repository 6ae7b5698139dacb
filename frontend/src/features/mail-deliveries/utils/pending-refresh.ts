import type { MailDelivery } from '@memorial-care/contracts/http';

/** How often the list looks again while a mail it shows is still on its way. */
export const pendingRefreshMs = 2000;

/**
 * The list's refresh interval: a queued or sending mail changes on its own (the worker sends it
 * moments later), so the screen follows it until nothing shown is on its way.
 */
export const pendingRefreshInterval = (
  items: readonly Pick<MailDelivery, 'status'>[] | undefined,
): number | false =>
  items?.some(({ status }) => status === 'queued' || status === 'sending')
    ? pendingRefreshMs
    : false;

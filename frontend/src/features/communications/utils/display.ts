import type { Communication } from '@memorial-care/contracts/http';

const statuses = ['delivered', 'sent', 'read', 'queued', 'sending', 'failed'] as const;
export type KnownCommunicationStatus = (typeof statuses)[number];

/** A status the tab has a label for; anything else is shown as it came. */
export const isKnownCommunicationStatus = (status: string): status is KnownCommunicationStatus =>
  (statuses as readonly string[]).includes(status);

/** Delivered and read green, sent blue, failed red, other grey (spec: "delivered, sent or other"). */
export const communicationStatusColor = (status: string) =>
  status === 'delivered' || status === 'read'
    ? 'green'
    : status === 'sent'
      ? 'blue'
      : status === 'failed'
        ? 'red'
        : 'default';

/** The type's label key: email and instagram are known, anything else is "a message". */
export const communicationTypeKey = (type: Communication['type']) =>
  type === 'email' || type === 'instagram' ? type : 'other';

export type AutomaticMailKey = 'invite' | 'invoice' | 'visit' | 'reminder';

/** What an automatic mail of the app was about (by what recorded it); null for any other. */
export const automaticMailKey = (source: string): AutomaticMailKey | null => {
  if (source === 'invite') return 'invite';
  if (source === 'notification-invoice_issued') return 'invoice';
  if (source.startsWith('notification-')) return 'visit';
  if (source === 'care-reminder' || source === 'memorial-days') return 'reminder';
  return null;
};

/** An inbound mail with a Message-ID can be answered in its thread. */
export const canReply = (message: Communication) =>
  message.direction === 'inbound' && message.type === 'email' && message.messageId !== null;

/** A file size in B, KB or MB (one decimal above 1 KB). */
export const fileSizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

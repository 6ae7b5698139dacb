import { z } from 'zod';

/**
 * Mail exchanged with clients. Inbound and outbound mail read from the office mailbox is recorded
 * once per message: the stream is derived from the message's Message-ID
 * (`mail-message-<sha256(messageId) as 32 hex>`), appended with expected revision "no stream", so
 * a resync (or a changed UIDVALIDITY) records nothing twice. A message sent from the app's
 * Communications tab is `ClientMessageSent` on `client-messages-<clientId>`; a reactor mails it
 * through the mail queue (job id = event id), whose delivery gives its status.
 */
export const communicationLimits = {
  /** RFC 5322 allows 998 characters a line; subjects longer than that are cut. */
  subject: 998,
  /** Longer texts are cut (with a note) before they become an event. */
  text: 100_000,
  /** Message-ID, In-Reply-To and each References entry. */
  messageId: 998,
  /** Addresses in To/Cc kept per message. */
  addresses: 100,
  attachments: 50,
  fileName: 255,
  contentType: 255,
  /** References kept per message (the newest). */
  references: 50,
} as const;

export const mailMessageStreamId = (messageIdHash: string) => `mail-message-${messageIdHash}`;
export const clientMessagesStreamId = (clientId: string) => `client-messages-${clientId}`;

const address = z.string().max(254);

export const mailAttachmentSchema = z.object({
  /** The stored file's id (storage port, like photos); served to admins only. */
  attachmentId: z.guid(),
  fileName: z.string().max(communicationLimits.fileName),
  contentType: z.string().max(communicationLimits.contentType),
  sizeBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** A message found in the office mailbox that belongs to one or more clients. */
export const mailMessageRecordedSchema = z.object({
  messageId: z.string().min(1).max(communicationLimits.messageId),
  /** Every client the message belongs to (by sender or recipient address). */
  clientIds: z.array(z.guid()).min(1).max(communicationLimits.addresses),
  direction: z.enum(['inbound', 'outbound']),
  from: address,
  to: z.array(address).max(communicationLimits.addresses),
  cc: z.array(address).max(communicationLimits.addresses),
  subject: z.string().max(communicationLimits.subject),
  /** Plain text; an HTML-only message converted to safe text. */
  text: z.string().max(communicationLimits.text),
  attachments: z.array(mailAttachmentSchema).max(communicationLimits.attachments),
  /** The thread: the first References entry, else In-Reply-To, else the message's own id. */
  threadId: z.string().min(1).max(communicationLimits.messageId),
  inReplyTo: z.string().max(communicationLimits.messageId).nullable(),
  /** The Date header (ISO), or when it was read when the header is missing or nonsense. */
  sentAt: z.iso.datetime({ offset: true }),
  mailbox: z.string().max(1000),
  uidValidity: z.string().max(40),
  uid: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type MailMessageRecorded = z.infer<typeof mailMessageRecordedSchema>;

/** The office wrote to a client from the Communications tab (a new message or a reply). */
export const clientMessageSentSchema = z.object({
  clientId: z.guid(),
  to: address,
  subject: z.string().min(1).max(communicationLimits.subject),
  text: z.string().min(1).max(communicationLimits.text),
  /** The Message-ID the mail goes out with (`<eventId@host>`), so a mailbox sync knows it. */
  messageId: z.string().min(1).max(communicationLimits.messageId),
  /** The communication answered, when this is a reply; its thread continues. */
  inReplyTo: z.string().max(communicationLimits.messageId).nullable(),
  threadId: z.string().min(1).max(communicationLimits.messageId),
});
export type ClientMessageSent = z.infer<typeof clientMessageSentSchema>;

export const communicationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MailMessageRecorded'), data: mailMessageRecordedSchema }),
  z.object({ type: z.literal('ClientMessageSent'), data: clientMessageSentSchema }),
]);
export type CommunicationEvent = z.infer<typeof communicationEventSchema>;
export const communicationEventTypes = ['MailMessageRecorded', 'ClientMessageSent'] as const;

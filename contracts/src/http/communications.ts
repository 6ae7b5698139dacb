import { z } from 'zod';
import { boundedText, idPathParam, requiredText } from '../domain/input-bounds';
import { communicationLimits } from '../events/communications';

export const communicationDirections = ['inbound', 'outbound'] as const;
export const communicationDirectionSchema = z.enum(communicationDirections);

/** A file attached to a mail; `GET /api/communications/attachments/{attachmentId}` (admin). */
export const communicationAttachmentSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type CommunicationAttachment = z.infer<typeof communicationAttachmentSchema>;

/**
 * One message exchanged with a client (GET /api/communications/client/{clientId}, admin), in
 * time order. Fed from real events and deliveries: the invite mails, the messages written from
 * the Communications tab, the mail read from the office mailbox, and every other mail the app
 * queued for the client (notifications, invoices, care reminders). An outgoing mail's status
 * follows its delivery (queued, sending, sent, failed).
 */
export const communicationSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  /** email, instagram, … */
  type: z.string(),
  direction: communicationDirectionSchema,
  subject: z.string().nullable(),
  content: z.string().nullable(),
  /** sent (the default), delivered, read, queued, sending, failed. */
  status: z.string(),
  /** What recorded it: `invite`, `message` (written here), a mail kind, the mailbox sync… */
  source: z.string(),
  attachments: z.array(communicationAttachmentSchema),
  /** The Message-ID, when the message has one. */
  messageId: z.string().nullable(),
  /** Messages of one conversation share it (the first message's Message-ID). */
  threadId: z.string().nullable(),
  /** The Message-ID this one answers. */
  inReplyTo: z.string().nullable(),
  /** The sender's address; null for mail the app sent. */
  from: z.string().nullable(),
  to: z.array(z.string()),
  /** ISO timestamps, or null. */
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Communication = z.infer<typeof communicationSchema>;
export const communicationListSchema = z.array(communicationSchema);

export const communicationClientParamsSchema = z.object({ clientId: idPathParam });

/** What the admin may write: a subject line and a letter (the mail's size stays ordinary). */
export const clientMessageLimits = {
  subject: 300,
  text: 20_000,
} as const;

export const clientMessageMessages = {
  subjectRequired: 'Subject is required',
  textRequired: 'Message is required',
  unknownReply: 'The message answered is not in this client’s communications',
} as const;

/**
 * POST /api/communications/client/{clientId}/messages (admin): a new message, or a reply when
 * `inReplyTo` names one of the client's communications (its id or its Message-ID); a reply's
 * subject defaults to "Re: <the answered subject>".
 */
export const clientMessageInputSchema = z.object({
  subject: boundedText(clientMessageLimits.subject)
    .nullish()
    .transform((value) => value || null),
  text: requiredText(clientMessageMessages.textRequired, clientMessageLimits.text, {
    multiline: true,
  }),
  inReplyTo: boundedText(communicationLimits.messageId)
    .nullish()
    .transform((value) => value || null),
});
export type ClientMessageInput = z.input<typeof clientMessageInputSchema>;

/** A reply's default subject: "Re: <the answered subject>" on one line, unless it says so. */
export const replySubjectOf = (answered: string | null) => {
  const subject = (answered ?? '').replace(/\s+/g, ' ').trim();
  return /^re\s*:/i.test(subject) ? subject : `Re: ${subject}`.trim();
};

/** The message as recorded; the mail queue sends it (its status shows in the list). */
export const clientMessageSentAnswerSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  threadId: z.string(),
  subject: z.string(),
});
export type ClientMessageSentAnswer = z.infer<typeof clientMessageSentAnswerSchema>;

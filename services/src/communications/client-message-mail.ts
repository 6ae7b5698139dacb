import type { ClientMessageSent } from '@memorial-care/contracts/events';
import { escapeHtml } from '../mail/mail-html';
import type { MailMessage } from '../mail/mail-port';

/**
 * The mail of a message written from the Communications tab: the text exactly as the office
 * wrote it (no template around it), its HTML part the same text escaped with its line breaks
 * kept, and the headers that thread it in the family's mail program.
 */
export const clientMessageMail = (message: ClientMessageSent): MailMessage => {
  const references = [...new Set([message.threadId, message.inReplyTo])].filter(
    (id): id is string => id !== null && id !== message.messageId,
  );
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: `<!doctype html>
<html>
<body>
<div style="white-space:pre-wrap;font-family:Arial,Helvetica,sans-serif;line-height:1.5">${escapeHtml(message.text)}</div>
</body>
</html>
`,
    messageId: message.messageId,
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
    ...(references.length > 0 ? { references: references.join(' ') } : {}),
  };
};

/** Real RFC 822 messages for the mailbox sync's tests (CRLF line ends, as mail has them). */

export interface PlainMessage {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly messageId?: string;
  readonly date?: string;
  readonly inReplyTo?: string;
  readonly references?: string;
  readonly text: string;
}

const headerLines = (message: Omit<PlainMessage, 'text'>) => [
  `From: ${message.from}`,
  `To: ${message.to}`,
  `Subject: ${message.subject}`,
  `Date: ${message.date ?? 'Mon, 03 Feb 2025 10:00:00 +0100'}`,
  ...(message.messageId ? [`Message-ID: ${message.messageId}`] : []),
  ...(message.inReplyTo ? [`In-Reply-To: ${message.inReplyTo}`] : []),
  ...(message.references ? [`References: ${message.references}`] : []),
  'MIME-Version: 1.0',
];

export const plainMessage = (message: PlainMessage) =>
  [
    ...headerLines(message),
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    '',
  ].join('\r\n');

/** An HTML-only message with one file attached (multipart/mixed, no text part). */
export const htmlMessageWithFile = (
  message: Omit<PlainMessage, 'text'> & {
    readonly html: string;
    readonly file: { readonly name: string; readonly type: string; readonly content: Buffer };
  },
) =>
  [
    ...headerLines(message),
    'Content-Type: multipart/mixed; boundary="mc-boundary"',
    '',
    '--mc-boundary',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    '--mc-boundary',
    `Content-Type: ${message.file.type}; name="${message.file.name}"`,
    `Content-Disposition: attachment; filename="${message.file.name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    ...(message.file.content.toString('base64').match(/.{1,76}/g) ?? []),
    '--mc-boundary--',
    '',
  ].join('\r\n');

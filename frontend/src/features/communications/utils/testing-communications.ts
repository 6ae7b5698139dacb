import type { Communication } from '@memorial-care/contracts/http';

/** A communication for tests: an outbound email written from the tab, unless overridden. */
export const communication = (fields: Partial<Communication> = {}): Communication => ({
  id: crypto.randomUUID(),
  clientId: 'c1',
  type: 'email',
  direction: 'outbound',
  subject: 'Visit',
  content: 'Text',
  status: 'sent',
  source: 'message',
  attachments: [],
  messageId: null,
  threadId: null,
  inReplyTo: null,
  from: null,
  to: ['milica@example.com'],
  scheduledAt: null,
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  repliedAt: null,
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
  ...fields,
});

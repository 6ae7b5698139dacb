import type { Client } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getClientCommunicationsQueryOptions } from '../api/get-client-communications';
import { communicationsI18n } from '../i18n';
import { communication } from '../utils/testing-communications';
import { ClientCommunicationsTab } from './client-communications-tab';

// A static render (no DOM, no requests) of one client's conversations.

const client = {
  id: 'c-1',
  name: 'Milica Jovanović',
  email: 'milica@example.com',
  instagram: '@milica',
} as Client;

const render = (messages: ReturnType<typeof communication>[]) =>
  renderToText(<ClientCommunicationsTab client={client} />, {
    translations: { communications: communicationsI18n.en, common: commonI18n.en },
    setUp: (queryClient) =>
      queryClient.setQueryData(getClientCommunicationsQueryOptions('c-1').queryKey, messages),
  });

describe('ClientCommunicationsTab', () => {
  it('says there are none yet and offers to send a message', async () => {
    const { text } = await render([]);
    expect(text).toContain('No communications yet Send Message');
    expect(text).toMatch(/Instagram: @milica .*Sync Email .*Sync Instagram .*New Message/);
  });

  it('shows a thread in time order, text as text with its line breaks, Reply on inbound', async () => {
    const { html, text } = await render([
      communication({
        id: 'out',
        subject: 'Re: Flowers',
        content: 'Of course.',
        threadId: '<t>',
        status: 'queued',
        createdAt: '2025-06-02T10:00:00.000Z',
      }),
      communication({
        id: 'in',
        direction: 'inbound',
        subject: 'Flowers',
        content: 'Line one\n<script>alert(1)</script>',
        from: 'milica@example.com',
        to: ['office@care.example'],
        messageId: '<in@mail.example>',
        threadId: '<t>',
        status: 'sent',
        sentAt: '2025-06-01T10:00:00.000Z',
        attachments: [
          {
            attachmentId: 'a-1',
            fileName: 'grave.jpg',
            contentType: 'image/jpeg',
            sizeBytes: 2048,
          },
        ],
      }),
    ]);
    expect(text).toMatch(/Flowers 2 messages Inbound .*Outbound Email Queued Re: Flowers /);
    expect(text).toContain('From: milica@example.com · To: office@care.example');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Line one\n&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="/api/communications/attachments/a-1"');
    expect(text).toMatch(/grave\.jpg \( ?2\.0 KB ?\)/);
    expect(text.match(/Reply/g)).toHaveLength(1);
    expect(html).toContain('communication--inbound');
    expect(html).toContain('communication--outbound');
  });
});

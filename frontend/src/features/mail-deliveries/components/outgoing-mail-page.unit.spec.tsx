import type { MailDelivery, MailDeliveryPage } from '@memorial-care/contracts/http';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getMailDeliveriesQueryOptions } from '../api/get-mail-deliveries';
import { mailDeliveriesI18n } from '../i18n';
import { parseMailListQuery, toMailDeliveryListQuery } from '../utils/mail-list-query';
import { OutgoingMailPage } from './outgoing-mail-page';

// Static renders of Admin › Outgoing mail from answers in the query cache.

const failedJobId = '6f1c2a40-0000-4000-8000-000000000001';

const mail = (fields: Partial<MailDelivery>): MailDelivery => ({
  jobId: '6f1c2a40-0000-4000-8000-000000000002',
  kind: 'invite',
  refId: 'invite-1',
  recipient: 'vesna@example.test',
  subject: 'Your invitation',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2030-03-02T10:00:00.000Z',
  updatedAt: '2030-03-02T10:00:01.000Z',
  sentAt: '2030-03-02T10:00:01.000Z',
  ...fields,
});

const failed = mail({
  jobId: failedJobId,
  kind: 'notification-invoice_issued',
  recipient: 'milica@example.test',
  subject: 'Invoice 2030-0001',
  status: 'failed',
  attempts: 8,
  lastError:
    'Can\u2019t send mail - all recipients were rejected: 451 Mailbox busy, try again later',
  sentAt: null,
});

const render = (path: string, page: MailDeliveryPage) =>
  renderToText(
    <MemoryRouter initialEntries={[path]}>
      <OutgoingMailPage />
    </MemoryRouter>,
    {
      translations: { mailDeliveries: mailDeliveriesI18n.en, common: commonI18n.en },
      setUp: (queryClient) => {
        const view = parseMailListQuery(new URLSearchParams(path.split('?')[1] ?? ''));
        queryClient.setQueryData(
          getMailDeliveriesQueryOptions(toMailDeliveryListQuery(view)).queryKey,
          page,
        );
      },
    },
  );

describe('OutgoingMailPage', () => {
  it('lists every mail with its kind, status and last error; a failed one has Retry', async () => {
    const { text, html } = await render('/admin/mail', {
      items: [failed, mail({ kind: 'care-reminder', subject: 'Slava in 14 days' })],
      total: 2,
    });
    expect(text).toContain('Outgoing mail');
    expect(text).toMatch(/milica@example\.test\s+Invoice 2030-0001\s+Invoice\s+Failed\s+8\s+/);
    expect(text).toContain('451 Mailbox busy, try again later');
    expect(text).toMatch(/vesna@example\.test\s+Slava in 14 days\s+Reminder\s+Sent\s+1\s+—/);
    expect(text.match(/\bRetry\b/g)).toHaveLength(1);
    expect(text).toContain('2 mails');
    expect(html).not.toContain('mail-deliveries__row--highlighted');
  });

  it('preselects the status of a notification’s link and frames its mail', async () => {
    const { html } = await render(`/admin/mail?status=failed&jobId=${failedJobId}`, {
      items: [failed],
      total: 1,
    });
    expect(html).toMatch(/<label[^>]*ant-segmented-item-selected[^>]*>.*?Failed/);
    expect(html).toMatch(new RegExp(`data-row-key="${failedJobId}"[^>]*`));
    expect(html).toMatch(
      new RegExp(
        `mail-deliveries__row--highlighted[^>]*data-row-key="${failedJobId}"|data-row-key="${failedJobId}"[^>]*mail-deliveries__row--highlighted`,
      ),
    );
  });

  it('says when there is no mail, and when none has the chosen status', async () => {
    expect((await render('/admin/mail', { items: [], total: 0 })).text).toContain('No mail yet');
    expect((await render('/admin/mail?status=failed', { items: [], total: 0 })).text).toContain(
      'No mail with this status',
    );
  });
});

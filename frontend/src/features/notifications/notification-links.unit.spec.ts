import { describe, expect, it } from 'vitest';
import type { Notification } from '@memorial-care/contracts/http';
import { notificationLink } from './notification-links';

const requestId = '4f0c7a4e-8a55-4a53-9d43-6a3c0e7f1a10';
const notification = (
  kind: Notification['kind'],
  params: Notification['params'] = {},
): Notification => ({
  id: '0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51',
  kind,
  params,
  createdAt: '2026-11-28T10:00:00.000Z',
  read: false,
});

describe('where a notification leads', () => {
  it("opens the request's details on each role's requests screen", () => {
    expect(notificationLink(notification('guest_request', { requestId }))).toBe(
      `/admin/service-requests?requestId=${requestId}`,
    );
    expect(notificationLink(notification('task_offered', { requestId }))).toBe(
      `/caretaker/service-requests?requestId=${requestId}`,
    );
    expect(notificationLink(notification('visit_completed', { requestId }))).toBe(
      `/client/service-requests?requestId=${requestId}`,
    );
  });

  it('opens the invoice, the failed mail, or the list when the record may be gone', () => {
    expect(notificationLink(notification('invoice_issued', { invoiceId: requestId }))).toBe(
      `/client/payments?invoiceId=${requestId}`,
    );
    expect(notificationLink(notification('invoice_overdue', { number: '2026-000042' }))).toBe(
      '/admin/payments?tab=invoices&invoice=2026-000042',
    );
    expect(notificationLink(notification('mail_failed', { jobId: 'job-1' }))).toBe(
      '/admin/mail?status=failed&jobId=job-1',
    );
    expect(notificationLink(notification('task_cancelled', { requestId }))).toBe(
      '/caretaker/service-requests',
    );
  });

  it('leaves out what the notification does not name', () => {
    expect(notificationLink(notification('visit_started'))).toBe('/client/service-requests');
  });
});

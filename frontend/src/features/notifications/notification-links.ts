import type { Notification } from '@memorial-care/contracts/http';

const withParams = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * Where the user acts on a notification: the record itself where the screen can open it (a
 * request's details, an invoice's Pay Now, a mail's delivery), else the screen's list. A
 * cancelled task opens the list: the request may no longer be the caretaker's to see.
 */
export const notificationLink = ({ kind, params }: Notification): string => {
  switch (kind) {
    case 'client_registered':
      return '/admin/client-registrations';
    case 'guest_request':
    case 'task_declined':
      return withParams('/admin/service-requests', { requestId: params.requestId });
    case 'mail_failed':
      return withParams('/admin/mail', { status: 'failed', jobId: params.jobId });
    case 'invoice_overdue':
      return withParams('/admin/payments', { tab: 'invoices', invoice: params.number });
    case 'task_offered':
    case 'task_rescheduled':
      return withParams('/caretaker/service-requests', { requestId: params.requestId });
    case 'task_cancelled':
      return '/caretaker/service-requests';
    case 'visit_accepted':
    case 'visit_started':
    case 'visit_completed':
      return withParams('/client/service-requests', { requestId: params.requestId });
    case 'invoice_issued':
      return withParams('/client/payments', { invoiceId: params.invoiceId });
  }
};

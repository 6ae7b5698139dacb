export type { MailJob, MailMessage, MailOutbox } from './mail-port';
export { createMailOutbox } from './mail-outbox';
export type { MailOutboxOptions } from './mail-outbox';
export {
  createMailQueue,
  defaultMailRetryPolicy,
  mailQueueName,
  type MailQueue,
  type MailRetryPolicy,
  type MailSendResult,
} from './mail-queue';
export { createMailWorker } from './mail-worker';
export {
  createDevelopmentTransport,
  createMailTransport,
  createSmtpTransport,
  type MailTransport,
} from './transports';
export { findMailDelivery, listMailDeliveries } from './delivery-queries';
export type { MailDeliveryView } from './delivery-queries';
export { mailDeliveryStatuses, type MailDeliveryStatus } from './delivery-store';
export { retryMailDelivery } from './mail-retry';
export { createMailRoutes } from './routes';
export type { MailRouteOptions } from './routes';

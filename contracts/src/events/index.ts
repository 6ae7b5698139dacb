// Domain event schemas, one file per feature, each exporting its zod schemas and union.

export * from './cemeteries';
export * from './clients';
export * from './caretakers';
export * from './graves';
export * from './service-requests';
export * from './users';
export * from './invites';
export * from './photos';
export * from './billing';
export * from './exchange-rates';
export * from './price-list';
export * from './calendar-feeds';
export * from './care-reminders';
export * from './service-invoices';
export * from './payouts';
export * from './projection-skips';
export * from './notifications';
export * from './communications';
export * from './invoice-overdue';
export * from './mail-deliveries';
export * from './mail-authorization';
export * from './registry';
export * from './recorded-events';

export { billingProjection, foldBillingBatch } from './billing-projection';
export * from './credit-note-queries';
export * from './queries';
export * from './report-queries';
export * from './overdue-queries';

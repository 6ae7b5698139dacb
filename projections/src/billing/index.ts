export { billingProjection, foldBillingBatch } from './billing-projection';
export * from './queries';

export { foldPayoutsBatch, payoutsProjection } from './payouts-projection';
export * from './queries';

export { foldSubscriptionBatch, subscriptionsProjection } from './subscriptions-projection';
export * from './queries';

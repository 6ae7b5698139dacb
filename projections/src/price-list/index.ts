export { foldPriceBatch, priceListProjection } from './price-list-projection';
export * from './queries';

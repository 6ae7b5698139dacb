export { exchangeRateRowsOf, exchangeRatesProjection } from './exchange-rates-projection';
export * from './queries';

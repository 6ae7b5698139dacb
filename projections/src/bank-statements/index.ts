export { bankStatementsProjection } from './bank-statements-projection';
export * from './queries';

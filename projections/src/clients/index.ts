export { clientsProjection, foldClientBatch } from './clients-projection';
export * from './queries';

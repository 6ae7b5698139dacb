export { cemeteriesProjection, foldCemeteryBatch } from './cemeteries-projection';
export * from './queries';

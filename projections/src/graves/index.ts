export { gravesProjection, foldGraveBatch } from './graves-projection';
export * from './queries';
export * from './care-plan-queries';

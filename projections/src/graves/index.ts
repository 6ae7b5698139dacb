export { gravesProjection, foldGraveBatch } from './graves-projection';
export * from './queries';

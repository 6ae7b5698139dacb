import type { Projection } from '../runner/projection';

// Skeleton: the owning helper replaces this with the real projection (handler, queries).
export const gravesProjection: Projection = {
  name: 'graves',
  eventTypes: [],
  tables: ['graves'],
  migrations: { group: 'projection-graves', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: async () => {},
};

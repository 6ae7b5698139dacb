import type { Projection } from '../runner/projection';

// Skeleton: the owning helper replaces this with the real projection (handler, queries).
export const cemeteriesProjection: Projection = {
  name: 'cemeteries',
  eventTypes: [],
  tables: ['cemeteries'],
  migrations: { group: 'projection-cemeteries', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: async () => {},
};

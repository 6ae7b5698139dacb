import type { Projection } from '../runner/projection';

// Skeleton: the owning helper replaces this with the real projection (handler, queries).
export const clientsProjection: Projection = {
  name: 'clients',
  eventTypes: [],
  tables: ['clients'],
  migrations: { group: 'projection-clients', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: async () => {},
};

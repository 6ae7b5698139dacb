import type { Projection } from '../runner/projection';

// Skeleton: the owning helper replaces this with the real projection (handler, queries).
export const serviceRequestsProjection: Projection = {
  name: 'service-requests',
  eventTypes: [],
  tables: ['service_requests'],
  migrations: { group: 'projection-service-requests', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: async () => {},
};

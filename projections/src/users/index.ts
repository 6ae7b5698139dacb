import type { Projection } from '../runner/projection';

// Skeleton: the owning helper replaces this with the real projection (handler, queries).
export const usersProjection: Projection = {
  name: 'users',
  eventTypes: [],
  tables: ['users'],
  migrations: { group: 'projection-users', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: async () => {},
};

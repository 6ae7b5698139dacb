import type { Projection } from '../runner/projection';

// Skeleton: the owning helper replaces this with the real projection (handler, queries).
export const caretakersProjection: Projection = {
  name: 'caretakers',
  eventTypes: [],
  tables: ['caretakers'],
  migrations: { group: 'projection-caretakers', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: async () => {},
};

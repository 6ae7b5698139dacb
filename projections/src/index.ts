import type { Projection } from './runner/projection';

export type { Projection } from './runner/projection';

/** Every read model of the app; the runner, the migrations and the rebuild CLI use this list. */
export const allProjections: readonly Projection[] = [];

export const projectionMigrationSources = [
  { group: 'projection-runner', directory: new URL('./runner/migrations/', import.meta.url) },
  ...allProjections.map((p) => p.migrations),
];

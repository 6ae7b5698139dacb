export { projectionSkipsProjection } from './projection-skips-projection';
export { listProjectionSkips, skippedEventIds } from './queries';
export type { ProjectionSkipView } from './queries';

export { photosProjection } from './photos-projection';
export * from './queries';

export { communicationsProjection } from './communications-projection';
export * from './queries';

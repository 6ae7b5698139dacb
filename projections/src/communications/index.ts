export { communicationsProjection } from './communications-projection';
export * from './queries';
export * from './mailbox-queries';

export { notificationsProjection } from './notifications-projection';
export * from './queries';

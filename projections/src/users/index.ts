export { usersProjection } from './users-projection';
export * from './queries';

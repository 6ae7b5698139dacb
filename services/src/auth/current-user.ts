export { findCurrentUser } from '@memorial-care/projections/users';

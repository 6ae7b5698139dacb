export { invitesProjection } from './invites-projection';

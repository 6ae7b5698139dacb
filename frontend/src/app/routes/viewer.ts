import type { CurrentUser } from '@memorial-care/contracts/http';
import type { Viewer } from './resolve-route';

/**
 * Who the route table serves. Signed out also covers "still loading" and a failed session
 * check (spec: a user is authenticated only when the current-user call returned data).
 */
export const viewerOf = (user: CurrentUser | null | undefined): Viewer =>
  user ? (user.role ?? 'no-role') : 'signed-out';

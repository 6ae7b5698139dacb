import type { ApiErrorCode } from '@memorial-care/contracts/http';
import { AppError } from '../shared/errors';

/** A link that once worked but no longer does: 410, so the page can say why. */
export class GoneError extends AppError {
  constructor(message: string, code: ApiErrorCode) {
    super(410, message, code);
  }
}

export const inviteMessages = {
  notFound: 'This invite link is not valid.',
  used: 'This invite link has already been used or replaced.',
  expired: 'This invite link has expired.',
  noValidInvite: 'There is no valid invite for this client. Resend the invite first.',
} as const;

/** A distinct code, so callers can tell an unknown token from an unknown route. */
export const inviteNotFound = () => new AppError(404, inviteMessages.notFound, 'INVITE_NOT_FOUND');
export const inviteUsed = () => new GoneError(inviteMessages.used, 'INVITE_USED');
export const inviteExpired = () => new GoneError(inviteMessages.expired, 'INVITE_EXPIRED');

import { ApiRequestError } from '../../../lib/api-client';

/**
 * How many graves kept a cemetery from being deleted (409 CEMETERY_HAS_GRAVES), so the toast
 * says why in the user's language; null for any other failure.
 */
export const gravesBlockingDelete = (error: unknown): number | null => {
  if (!(error instanceof ApiRequestError) || error.body?.code !== 'CEMETERY_HAS_GRAVES')
    return null;
  const graves = (error.body.details as { graves?: unknown } | undefined)?.graves;
  return typeof graves === 'number' ? graves : null;
};

import { ApiRequestError } from '../../../lib/api-client';

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * What a failed update's toast says (spec part 2, §8): the server's details text, else its
 * message, else null (the caller's fallback, e.g. 'Failed to update service request'). Details
 * that are not text (a structured rule violation) are not shown.
 */
export function failureTextOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.body === null) return null;
  return textOf(error.body.details) ?? textOf(error.body.message);
}

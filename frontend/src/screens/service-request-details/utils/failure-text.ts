import { ApiRequestError } from '../../../lib/api-client';
import type { ServerErrorTexts } from '../../../lib/use-server-error-text';

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * What a failed update's toast says (spec part 2, §8): the server's details text, else its
 * message (by its code in the interface language, with `texts`), else null (the caller's
 * fallback, e.g. 'Failed to update service request'). Details that are not text (a structured
 * rule violation) are not shown.
 */
export function failureTextOf(error: unknown, texts?: ServerErrorTexts): string | null {
  if (!(error instanceof ApiRequestError) || error.body === null) return null;
  const details = textOf(error.body.details);
  if (details) return details;
  const message = textOf(error.body.message);
  return message && texts ? texts.error(error, message) : message;
}

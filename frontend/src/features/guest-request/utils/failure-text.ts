/** The details of an error body as one line: text as is, a list joined, anything else as JSON. */
export function detailsText(details: unknown): string | null {
  if (details === undefined || details === null || details === '') return null;
  if (typeof details === 'string') return details;
  if (Array.isArray(details) && details.every((item) => typeof item === 'string')) {
    return details.length > 0 ? details.join(', ') : null;
  }
  return JSON.stringify(details);
}

/**
 * The spec's "Request Failed" text: the server's message, plus " Details: " and the details when
 * the body has them. `detailsLabel` is that separator in the interface language.
 */
export function requestFailedText(message: string, details: unknown, detailsLabel: string): string {
  const extra = detailsText(details);
  return extra === null ? message : `${message}${detailsLabel}${extra}`;
}

/**
 * An amount as typed, in the form the API reads ("1.234,50", "1,234.50", "49,5" → "1234.50",
 * "1234.50", "49.5"): spaces dropped, the last of "," and "." is the decimal separator and the
 * other one groups thousands. Anything else is returned trimmed, for the check to refuse.
 */
export function normalizeAmountText(text: string): string {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  const comma = compact.lastIndexOf(',');
  const dot = compact.lastIndexOf('.');
  if (comma === -1) return compact;
  if (comma > dot) return compact.replaceAll('.', '').replace(',', '.').replaceAll(',', '');
  return compact.replaceAll(',', '');
}

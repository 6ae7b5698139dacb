/** "full_service_package" → "Full service package": a readable fallback for untranslated codes. */
export function humanizeCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

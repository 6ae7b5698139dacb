import { currency } from '@memorial-care/contracts/domain';
import { intlLocale, type Language } from './languages';

// Pure formatters; components use them through useFormat(), which supplies the language.

const dateOnlyPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Euro as the language writes it, with exactly this many decimals. */
const euroFormat = (language: Language, decimals: number) =>
  new Intl.NumberFormat(intlLocale[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Amounts arrive as numbers or as decimal strings ("30.00"); both format as euro. */
export function formatEur(amount: number | string, language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return euroFormat(language, 2).format(value);
}

/** Whole euros as the locale writes them: "€29" in English, "29 €" in Serbian and German. */
export function formatWholeEur(amount: number, language: Language): string {
  return euroFormat(language, 0).format(amount);
}

/**
 * Calendar dates ("2025-11-01") are days, not instants: they format in UTC so that a family
 * west of Greenwich does not see the day before.
 */
export function formatDate(value: string | Date, language: Language, timeZone?: string): string {
  const isDay = typeof value === 'string' && dateOnlyPattern.test(value);
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale[language], {
    dateStyle: 'medium',
    timeZone: isDay ? 'UTC' : timeZone,
  }).format(date);
}

export function formatDateTime(
  value: string | Date,
  language: Language,
  timeZone?: string,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

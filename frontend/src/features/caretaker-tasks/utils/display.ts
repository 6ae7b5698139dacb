import type { CurrentUser } from '@memorial-care/contracts/http';
import { intlLocale, type Language } from '../../../lib/languages';

/** The name the greeting uses: the first name, else the full name, else the email's name part. */
export function greetingNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>) {
  const first = user.firstName?.trim();
  if (first) return first;
  const last = user.lastName?.trim();
  if (last) return last;
  return user.email.replace(/@.*$/, '') || user.email;
}

/** 0.12 → "+12%", -0.031 → "-3%", 0 → "0%", written as the language writes percentages. */
export function formatChange(ratio: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format(ratio);
}

/** "full_service_package" → "Full service package": a readable fallback for unknown codes. */
export function humanizeCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

import { countries } from '@memorial-care/contracts/domain';
import type { CommonT } from './server-error-text';

export type CountryKey = (typeof countries)[number];

/**
 * The registration form stores a country code (`serbia`, `usa`…); clients added elsewhere may
 * hold a written name (`Germany`). Either way a known country is recognised, in any case.
 */
export const countryKeyOf = (country: string | null): CountryKey | null => {
  const code = country?.trim().toLowerCase();
  return (countries as readonly string[]).includes(code ?? '') ? (code as CountryKey) : null;
};

/** A known country in the user's language (never the raw code); any other name as written. */
export const countryName = (t: CommonT, country: string | null): string | null => {
  const key = countryKeyOf(country);
  return key ? t(`countries.${key}`) : country?.trim() || null;
};

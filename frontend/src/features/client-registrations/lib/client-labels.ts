import { countries } from '@memorial-care/contracts/domain';

type CountryKey = (typeof countries)[number];

/**
 * The registration form stores a country code (`serbia`, `usa`…); clients added elsewhere may
 * hold a written name. Codes get a translated label, anything else is shown as written.
 */
export const countryKeyOf = (country: string | null): CountryKey | null => {
  const code = country?.trim().toLowerCase();
  return (countries as readonly string[]).includes(code ?? '') ? (code as CountryKey) : null;
};

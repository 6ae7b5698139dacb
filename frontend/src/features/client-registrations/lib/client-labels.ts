// The country codes are read the same way everywhere; the rule lives in lib.
export { countryKeyOf } from '../../../lib/country-name';

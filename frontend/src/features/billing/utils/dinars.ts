import { intlLocale, type Language } from '../../../lib/languages';

// Dinar amounts and EUR→RSD rates as the language writes them (display only: the values are
// exact text from the server).

/** "5803.11" → "RSD 5,803.11" / "5.803,11 RSD". */
export const formatRsd = (amount: string, language: Language): string =>
  new Intl.NumberFormat(intlLocale[language], {
    style: 'currency',
    currency: 'RSD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));

/** "117.2345" → "117.2345" / "117,2345": a rate keeps its 4 places. */
export const formatRate = (rate: string, language: Language): string =>
  new Intl.NumberFormat(intlLocale[language], {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(Number(rate));

import { currency, planMonthlyPriceEur } from '@memorial-care/contracts/domain';
import { intlLocale, type Language } from '../../../lib/languages';

/** The cheapest priced plan per month ("plans from €29 a month"); custom plans have no price. */
export function lowestPlanPriceEur(): number {
  const prices = Object.values(planMonthlyPriceEur).filter((price) => price !== null);
  return Math.min(...prices);
}

/** Whole euros as the locale writes them: "€29" in English, "29 €" in Serbian and German. */
export function formatWholeEur(amount: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

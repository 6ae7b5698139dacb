import { currency, planMonthlyPriceEur, type ServicePlan } from '@memorial-care/contracts/domain';
import { intlLocale, type Language } from '../../../lib/languages';

/** Whole-euro price as the locale writes it: "€49" in English, "49 €" in Serbian and German. */
export function formatWholeEur(amount: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The plan's monthly price, or null for the custom plan (priced on contact). */
export function planPriceText(plan: ServicePlan, language: Language): string | null {
  const price = planMonthlyPriceEur[plan];
  return price === null ? null : formatWholeEur(price, language);
}

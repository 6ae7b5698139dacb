import { planMonthlyPriceEur, type ServicePlan } from '@memorial-care/contracts/domain';
import { formatWholeEur } from '../../../lib/format';
import type { Language } from '../../../lib/languages';

/** The plan's monthly price in whole euros, or null for the custom plan (priced on contact). */
export function planPriceText(plan: ServicePlan, language: Language): string | null {
  const price = planMonthlyPriceEur[plan];
  return price === null ? null : formatWholeEur(price, language);
}

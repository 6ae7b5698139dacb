import { planMonthlyPriceEur } from '@memorial-care/contracts/domain';

/** The cheapest priced plan per month ("plans from €29 a month"); custom plans have no price. */
export function lowestPlanPriceEur(): number {
  const prices = Object.values(planMonthlyPriceEur).filter((price) => price !== null);
  return Math.min(...prices);
}

import type { PlanStatus } from '@memorial-care/contracts/domain';

/** The plan status badge: active green, overdue red, inactive grey. */
export const planStatusColor: Record<PlanStatus, string> = {
  active: 'green',
  overdue: 'red',
  inactive: 'default',
};

/** "0.00" when the amount is missing or not a number (the Requests tab's default). */
export const amountOrZero = (amount: string | null | undefined) => {
  const value = Number(amount);
  return Number.isFinite(value) && amount !== null && amount !== undefined && amount !== ''
    ? value
    : 0;
};

import { normalizeAmountText } from '../../../lib/amount-text';
import {
  billingLimits,
  checkEuroAmount,
  planMonthlyPrices,
  type ServicePlan,
} from '@memorial-care/contracts/domain';
import type { PlanSubscription, PlanSubscriptionInput } from '@memorial-care/contracts/http';
import dayjs, { type Dayjs } from 'dayjs';
import { intlLocale, type Language } from '../../../lib/languages';

/** Start Subscription and Change Plan, as antd holds them. */
export interface SubscriptionFormValues {
  /** undefined until one is chosen. */
  plan: ServicePlan | undefined;
  /** As typed ("49.00", "49,5"); empty takes the price list's, except for a custom plan. */
  monthlyPrice: string;
  /** The first month invoiced; only when the subscription starts. */
  firstPeriod: Dayjs | null;
}

/** The fields the server may name in `errors[].path` (body.<field>). */
export const subscriptionFormFields = [
  'plan',
  'monthlyPrice',
  'firstPeriod',
] as const satisfies readonly (keyof SubscriptionFormValues)[];

/** A subscription active or paused: one Change Plan, Pause, Resume and End apply to. */
export type RunningSubscription = PlanSubscription & { readonly status: 'active' | 'paused' };

/** A subscription is running (and so Change Plan applies) while active or paused. */
export const isRunning = (
  subscription: PlanSubscription | null,
): subscription is RunningSubscription => subscription !== null && subscription.status !== 'ended';

/**
 * The price the form shows for a plan: the running subscription's own when it is on that plan
 * (an agreed price stays), the price list's otherwise; empty for a custom plan, whose price is
 * agreed with the family.
 */
export const monthlyPricePrefill = (
  plan: ServicePlan | undefined,
  current: PlanSubscription | null = null,
): string => {
  if (plan === undefined) return '';
  if (current && current.plan === plan) return current.monthlyPrice;
  return planMonthlyPrices[plan] ?? '';
};

/** The canonical price ("49.50") of typed text, 0 … the highest unit price; null otherwise. */
export const monthlyPriceOf = (text: string): string | null => {
  if (text.trim() === '') return null;
  const check = checkEuroAmount(normalizeAmountText(text), 0, billingLimits.unitPriceMaxEur);
  return check.ok ? check.value : null;
};

/** What is wrong with the price field: a custom plan needs one, any price must be an amount. */
export const monthlyPriceProblem = (
  plan: ServicePlan | undefined,
  text: string | undefined,
): 'required' | 'invalid' | null => {
  if (text === undefined || text.trim() === '') return plan === 'custom' ? 'required' : null;
  return monthlyPriceOf(text) === null ? 'invalid' : null;
};

/** A month as the API names a billing period: `yyyy-MM`. */
export const periodOfMonth = (month: Dayjs): string => month.format('YYYY-MM');

/** A billing period (`yyyy-MM`) as the month picker holds it. */
export const monthOfPeriod = (period: string): Dayjs => dayjs(`${period}-01`);

/** A billing period as the language names the month: "May 2026", "maj 2026.", "Mai 2026". */
export const formatPeriod = (period: string, language: Language): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return new Intl.DateTimeFormat(intlLocale[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
};

/**
 * What the dialog opens with: the running subscription's plan and price to change them; to start
 * one, the plan the family last had (or chose in its profile) at its price, from this month.
 */
export const subscriptionToFormValues = (
  subscription: PlanSubscription | null,
  selectedPlan: ServicePlan | null,
  thisMonth: Dayjs,
): SubscriptionFormValues => {
  const plan = subscription?.plan ?? selectedPlan ?? undefined;
  return {
    plan,
    monthlyPrice: monthlyPricePrefill(plan, subscription),
    firstPeriod: isRunning(subscription) ? monthOfPeriod(subscription.firstPeriod) : thisMonth,
  };
};

/**
 * PUT body: the plan; the price as typed, left out when empty (the price list's applies; a custom
 * plan's is required, which the form checks and the server too); the first month only when the
 * subscription starts (a change applies from the months not yet invoiced).
 */
export const subscriptionValuesToInput = (
  values: SubscriptionFormValues,
  { starting }: { readonly starting: boolean },
): PlanSubscriptionInput => {
  if (values.plan === undefined) throw new Error('A plan is required');
  const typed = values.monthlyPrice.trim();
  const monthlyPrice =
    typed === '' ? undefined : (monthlyPriceOf(typed) ?? normalizeAmountText(typed));
  return {
    plan: values.plan,
    ...(monthlyPrice === undefined ? {} : { monthlyPrice }),
    ...(starting && values.firstPeriod ? { firstPeriod: periodOfMonth(values.firstPeriod) } : {}),
  };
};

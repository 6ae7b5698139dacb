import {
  caretakerUnavailability,
  caretakerUnavailableMessage,
  checkEuroAmount,
  serviceDay,
  type CaretakerWorkingDays,
  type PlanStatus,
} from '@memorial-care/contracts/domain';
import { DomainRuleError } from '../shared/errors';

type AmountCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * The amount as text with two places ("25" → "25.00"), within 0 and 10,000 EUR; empty is 0.
 * The bounds and messages are the contracts' (checkEuroAmount), read digit by digit.
 */
export const normalizeAmount = (input: string | null | undefined): AmountCheck => {
  const text = input?.trim() ?? '';
  if (text === '') return { ok: true, value: '0.00' };
  const check = checkEuroAmount(text);
  return check.ok ? check : { ok: false, message: check.message };
};

/** The calendar disables past days, so any time today still counts as not in the past. */
export const isInThePast = (scheduledDate: string, now: string) =>
  serviceDay(scheduledDate).date < serviceDay(now).date;

/** What the caretakers read model knows about a caretaker's working days. */
export interface CaretakerAvailability extends CaretakerWorkingDays {
  readonly caretakerId: string;
  readonly name: string;
}

/**
 * A caretaker works on their preferred weekdays (any day when they named none) and never on a
 * holiday. 422 CARETAKER_NOT_AVAILABLE with the spec's message and the facts behind it.
 */
export const assertCaretakerAvailable = (
  caretaker: CaretakerAvailability,
  scheduledDate: string,
) => {
  const unavailable = caretakerUnavailability(caretaker, scheduledDate);
  if (!unavailable) return;
  const { reason, date, weekday, availableDays } = unavailable;
  throw new DomainRuleError(
    'CARETAKER_NOT_AVAILABLE',
    caretakerUnavailableMessage(caretaker.name, unavailable),
    {
      caretakerId: caretaker.caretakerId,
      caretakerName: caretaker.name,
      date,
      weekday,
      availableDays,
      ...(reason === 'holiday' ? { reason } : {}),
    },
  );
};

export const planOverdueMessage =
  "This client's plan is overdue. Please verify payment before proceeding.";

export const assertPlanNotOverdue = (clientId: string, planStatus: PlanStatus | null) => {
  if (planStatus === 'overdue')
    throw new DomainRuleError('PLAN_OVERDUE', planOverdueMessage, { clientId, planStatus });
};

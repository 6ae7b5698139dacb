import {
  weekdaySchema,
  type CaretakerUnavailability,
  type Weekday,
} from '@memorial-care/contracts/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-client';
import type { Language } from '../../../lib/languages';
import { weekdayName } from './weekday-name';

export type ScheduleT = TFunction<'schedule'>;

/** Why a move or an assignment was refused, as the schedule tells it. */
export type VisitChangeFailure =
  /** 412: someone changed the visit since the schedule was loaded. */
  | { readonly kind: 'stale' }
  /** 422 CARETAKER_NOT_AVAILABLE, with the facts when the server gave them. */
  | {
      readonly kind: 'unavailable';
      readonly caretakerName: string;
      readonly unavailability: CaretakerUnavailability<Weekday> | null;
    }
  | { readonly kind: 'other' };

/**
 * The facts a CARETAKER_NOT_AVAILABLE answer carries (services' assertCaretakerAvailable); only
 * a holiday names its reason.
 */
const unavailableDetailsSchema = z.object({
  caretakerName: z.string().nullish(),
  reason: z.enum(['weekday', 'holiday']).default('weekday'),
  date: z.string(),
  weekday: weekdaySchema,
  availableDays: z.array(weekdaySchema).default([]),
});

export function visitChangeFailureOf(error: unknown): VisitChangeFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'other' };
  if (error.status === 412) return { kind: 'stale' };
  if (error.body?.code !== 'CARETAKER_NOT_AVAILABLE') return { kind: 'other' };
  const details = unavailableDetailsSchema.safeParse(error.body.details);
  if (!details.success) return { kind: 'unavailable', caretakerName: '', unavailability: null };
  const { caretakerName, ...unavailability } = details.data;
  return { kind: 'unavailable', caretakerName: caretakerName ?? '', unavailability };
}

/** "Dragan is on holiday on Monday, 2026-03-02", in the interface language (the spec's words). */
export function unavailabilityText(
  t: ScheduleT,
  language: Language,
  caretakerName: string,
  { reason, weekday, date, availableDays }: CaretakerUnavailability<Weekday>,
): string {
  const name = caretakerName || t('unavailable.someone');
  const day = weekdayName(weekday, language);
  if (reason === 'holiday') return t('unavailable.holiday', { name, weekday: day, date });
  const days = availableDays.map((available) => weekdayName(available, language)).join(', ');
  return t('unavailable.weekday', { name, weekday: day, days });
}

import {
  defaultCaretakerPaymentStatus,
  defaultPreferredLanguage,
  limits,
  weekdays,
} from '@memorial-care/contracts/domain';
import {
  caretakerEventTypes,
  type CaretakerChanges,
  type CaretakerEvent,
  type CaretakerProfile,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { DomainRuleError, NotFoundError, ValidationError, type FieldError } from '../shared/errors';

type Weekday = CaretakerProfile['preferredVisitDays'][number];

/** What a caller may send when adding a caretaker; absent optional fields take the defaults. */
export interface NewCaretaker {
  readonly caretakerId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly region?: string | null;
  readonly isActive?: boolean;
  readonly preferredVisitDays?: readonly Weekday[];
  /** Decimal EUR as text ("30", "30.5", "30.50"); empty or null means no rate. */
  readonly perVisitRate?: string | null;
  readonly preferredPaymentMethod?: CaretakerProfile['preferredPaymentMethod'];
  readonly bankDetails?: string | null;
  readonly paymentStatus?: CaretakerProfile['paymentStatus'];
  /** Absent: Serbian (the profile records nothing until one is chosen). */
  readonly preferredLanguage?: CaretakerProfile['preferredLanguage'];
  readonly holidayDates?: readonly string[];
}

export type CaretakerCommand =
  | { readonly type: 'AddCaretaker'; readonly data: NewCaretaker }
  | {
      readonly type: 'UpdateCaretaker';
      readonly data: { readonly caretakerId: string; readonly changes: CaretakerChanges };
    }
  | {
      readonly type: 'ChangeCaretakerHolidays';
      readonly data: { readonly caretakerId: string; readonly holidayDates: readonly string[] };
    }
  | { readonly type: 'DeleteCaretaker'; readonly data: { readonly caretakerId: string } };

export type CaretakerState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'active' | 'deleted';
      readonly caretakerId: string;
      readonly profile: CaretakerProfile;
      readonly holidayDates: readonly string[];
    };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalText = (value: string | null | undefined) => value?.trim() || null;

const maxRateText = limits.amountMaxEur.toLocaleString('en-US');

type RateCheck = { ok: true; value: string | null } | { ok: false; message: string };

/** A per-visit rate as text with two places: "30" → "30.00"; never a float. */
const normalizeRate = (input: string | null | undefined): RateCheck => {
  const text = input?.trim() ?? '';
  if (text === '') return { ok: true, value: null };
  if (/^-\d/.test(text)) return { ok: false, message: 'Per-visit rate cannot be negative' };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1]) return { ok: false, message: 'Per-visit rate must be a valid amount' };
  const euros = BigInt(match[1]);
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  if (euros * 100n + cents > BigInt(limits.amountMaxEur) * 100n)
    return { ok: false, message: `Per-visit rate cannot exceed €${maxRateText}` };
  return { ok: true, value: `${euros}.${cents.toString().padStart(2, '0')}` };
};

const isCalendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) &&
  new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/** Holidays are a set of days: sorted, each once. */
const normalizeHolidays = (dates: readonly string[]): string[] => {
  const invalid = dates.filter((d) => !isCalendarDate(d));
  if (invalid.length > 0)
    throw new ValidationError(`Not a date in the format yyyy-MM-dd: ${invalid.join(', ')}`, [
      { path: 'holidayDates', message: 'Use the format yyyy-MM-dd' },
    ]);
  return [...new Set(dates)].sort();
};

/** Visit days are a set too, in calendar order Monday to Sunday. */
const normalizeVisitDays = (days: readonly Weekday[]): Weekday[] =>
  weekdays.filter((day) => days.includes(day));

/** Trims, applies "empty becomes null", and checks the form's rules for the fields present. */
const normalizeProfileFields = (fields: CaretakerChanges) => {
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    switch (key) {
      case 'name':
      case 'phone':
        out[key] = (value as string).trim();
        if (!out[key])
          errors.push({ path: key, message: `${key === 'name' ? 'Name' : 'Phone'} is required` });
        break;
      case 'email':
        out[key] = (value as string).trim().toLowerCase();
        if (!emailPattern.test(out[key] as string))
          errors.push({ path: key, message: 'Invalid email address' });
        break;
      case 'region':
      case 'bankDetails':
        out[key] = optionalText(value as string | null);
        break;
      case 'perVisitRate': {
        const rate = normalizeRate(value as string | null);
        if (rate.ok) out[key] = rate.value;
        else errors.push({ path: key, message: rate.message });
        break;
      }
      case 'preferredVisitDays':
        out[key] = normalizeVisitDays(value as Weekday[]);
        break;
      default:
        out[key] = value;
    }
  }
  if (errors.length > 0) throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
  return out as CaretakerChanges;
};

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join('\u0000') === b.join('\u0000') : a === b;

/** Caretakers added before the language existed write in Serbian: choosing it changes nothing. */
const changedFields = (current: CaretakerProfile, changes: CaretakerChanges): CaretakerChanges => {
  const effective = {
    ...current,
    preferredLanguage: current.preferredLanguage ?? defaultPreferredLanguage,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => !sameValue(effective[key as keyof CaretakerProfile], value),
    ),
  );
};

const notFound = () => new NotFoundError('Caretaker not found');

export const caretakersDecider: Decider<CaretakerState, CaretakerCommand, CaretakerEvent> = {
  eventTypes: caretakerEventTypes,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'CaretakerAdded': {
        const { caretakerId, holidayDates, ...profile } = event.data;
        return { status: 'active', caretakerId, profile, holidayDates };
      }
      case 'CaretakerUpdated':
        if (state.status !== 'active') return state;
        return { ...state, profile: { ...state.profile, ...event.data.changes } };
      case 'CaretakerHolidaysChanged':
        if (state.status !== 'active') return state;
        return { ...state, holidayDates: event.data.holidayDates };
      case 'CaretakerDeleted':
        if (state.status !== 'active') return state;
        return { ...state, status: 'deleted' };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'AddCaretaker': {
        if (state.status !== 'absent')
          throw new DomainRuleError('CARETAKER_ALREADY_EXISTS', 'This caretaker already exists');
        const input = command.data;
        const profile = normalizeProfileFields({
          name: input.name,
          email: input.email,
          phone: input.phone,
          region: input.region ?? null,
          isActive: input.isActive ?? true,
          preferredVisitDays: [...(input.preferredVisitDays ?? [])],
          perVisitRate: input.perVisitRate ?? null,
          preferredPaymentMethod: input.preferredPaymentMethod ?? null,
          bankDetails: input.bankDetails ?? null,
          paymentStatus: input.paymentStatus ?? defaultCaretakerPaymentStatus,
          ...(input.preferredLanguage ? { preferredLanguage: input.preferredLanguage } : {}),
        }) as CaretakerProfile;
        const holidayDates = normalizeHolidays(input.holidayDates ?? []);
        return [
          {
            type: 'CaretakerAdded',
            data: { caretakerId: input.caretakerId, ...profile, holidayDates },
          },
        ];
      }
      case 'UpdateCaretaker': {
        if (state.status !== 'active') throw notFound();
        const changes = changedFields(state.profile, normalizeProfileFields(command.data.changes));
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'CaretakerUpdated', data: { caretakerId: state.caretakerId, changes } }];
      }
      case 'ChangeCaretakerHolidays': {
        if (state.status !== 'active') throw notFound();
        const holidayDates = normalizeHolidays(command.data.holidayDates);
        if (sameValue(holidayDates, state.holidayDates)) return [];
        return [
          {
            type: 'CaretakerHolidaysChanged',
            data: { caretakerId: state.caretakerId, holidayDates },
          },
        ];
      }
      case 'DeleteCaretaker':
        if (state.status !== 'active') throw notFound();
        return [{ type: 'CaretakerDeleted', data: { caretakerId: state.caretakerId } }];
    }
  },
};

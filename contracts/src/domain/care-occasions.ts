import { dayToIso, isoToDay, memorialCalendarDays } from './orthodox-calendar';
import { checkEasterPause, personalMemorialDays } from './personal-memorial-days';

/**
 * The occasions on which a family wants its grave tended, from the grave's care wishes: one
 * implementation for the care-plan job, the reminders, the grave's care plan and the order form.
 *
 * - The death-anniversary wish covers every memorial after the death (9th and 40th day,
 *   half-year, first year, each anniversary); one falling in the Easter pause is visited on the
 *   proposed day (Pobusani ponedeljak), and so is Easter itself.
 * - Zadušnice means all four memorial Saturdays.
 * - A recurring plan adds a monthly visit on the first Saturday of each month.
 */
export const careOccasionKinds = [
  'ninthDay',
  'fortiethDay',
  'halfYear',
  'firstYear',
  'anniversary',
  'birthday',
  'slava',
  'easter',
  'christmas',
  'winterZadusnice',
  'pentecostZadusnice',
  'miholjskeZadusnice',
  'mitrovskeZadusnice',
  'other',
  'monthlyVisit',
] as const;
export type CareOccasionKind = (typeof careOccasionKinds)[number];

/** What the occasions are computed from: a grave's wishes and dates (as its read model has them). */
export interface CareWishes {
  readonly importantDates: {
    readonly deathAnniversary: boolean;
    readonly birthday: boolean;
    readonly slava: { readonly name: string; readonly date: string } | null;
    readonly easter: boolean;
    readonly christmas: boolean;
    readonly zadusnice: boolean;
    readonly other: { readonly label: string; readonly date: string } | null;
  };
  readonly visitFrequency: 'on_demand' | 'scheduled' | 'recurring' | null;
  /** yyyy-MM-dd or null. */
  readonly deceasedDateOfBirth: string | null;
  readonly deceasedDateOfDeath: string | null;
}

export interface CareOccasion {
  /**
   * `<kind>:<date>`: one occasion of one grave, the same on every run (the care-plan job's and
   * the reminders' idempotency key, and the key a skip names).
   */
  readonly key: string;
  readonly kind: CareOccasionKind;
  /** The day itself, yyyy-MM-dd. */
  readonly date: string;
  /** The day the grave is visited: `date`, or the proposed day when `date` is in the Easter pause. */
  readonly visitDate: string;
  readonly inEasterPause: boolean;
  /** Whole years since the death (memorials) or the birth (birthdays); null otherwise. */
  readonly years: number | null;
  /** The slava's name or the other day's label. */
  readonly label: string | null;
}

/** A plan creates requests by itself only when the family asked for scheduled or recurring care. */
export const isAutomaticCarePlan = (wishes: Pick<CareWishes, 'visitFrequency'>): boolean =>
  wishes.visitFrequency === 'scheduled' || wishes.visitFrequency === 'recurring';

export const careOccasionKey = (kind: CareOccasionKind, date: string): string => `${kind}:${date}`;

/** Parses a key back; null for anything that is not `<known kind>:<yyyy-MM-dd>`. */
export function parseCareOccasionKey(key: string): { kind: CareOccasionKind; date: string } | null {
  const match = /^([a-zA-Z]+):(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (!match) return null;
  const [, kind, date] = match;
  if (!careOccasionKinds.includes(kind as CareOccasionKind) || !date) return null;
  // A real calendar day only: 2026-13-45 does not survive the round trip.
  return dayToIso(isoToDay(date)) === date ? { kind: kind as CareOccasionKind, date } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day `month-day` of `year`; 29 February is kept on 28 February in other years. */
function dayOfYear(year: number, monthDay: string): string {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

const yearsOf = (from: string, to: string) => ({
  first: Number(from.slice(0, 4)),
  last: Number(to.slice(0, 4)),
});

/** The first Saturday of each month from `from` to `to`. */
function firstSaturdays(from: string, to: string): string[] {
  const days: string[] = [];
  const { first, last } = yearsOf(from, to);
  for (let year = first; year <= last; year += 1)
    for (let month = 1; month <= 12; month += 1) {
      const firstDay = isoToDay(`${year}-${pad(month)}-01`);
      // 1970-01-01 (day 0) was a Thursday: (day + 4) % 7 is 0 on Sundays, 6 on Saturdays.
      const weekday = (((firstDay + 4) % 7) + 7) % 7;
      days.push(dayToIso(firstDay + ((6 - weekday + 7) % 7)));
    }
  return days;
}

type Raw = Omit<CareOccasion, 'key' | 'visitDate' | 'inEasterPause'>;

/** Every wished-for day from `from` to `to`, before the Easter pause moves any. */
function rawOccasions(wishes: CareWishes, from: string, to: string): Raw[] {
  const wanted = wishes.importantDates;
  const raw: Raw[] = [];
  const { first, last } = yearsOf(from, to);
  const died = wishes.deceasedDateOfDeath;
  if (wanted.deathAnniversary && died)
    for (const day of personalMemorialDays(died, from, to))
      raw.push({ kind: day.kind, date: day.date, years: day.years, label: null });
  const born = wishes.deceasedDateOfBirth;
  for (let year = first; year <= last; year += 1) {
    if (wanted.birthday && born && Number(born.slice(0, 4)) < year)
      raw.push({
        kind: 'birthday',
        date: dayOfYear(year, born.slice(5)),
        years: year - Number(born.slice(0, 4)),
        label: null,
      });
    if (wanted.slava)
      raw.push({
        kind: 'slava',
        date: dayOfYear(year, wanted.slava.date),
        years: null,
        label: wanted.slava.name,
      });
  }
  if (wanted.other)
    raw.push({ kind: 'other', date: wanted.other.date, years: null, label: wanted.other.label });
  for (const day of memorialCalendarDays(from, to)) {
    const zadusnice = day.kind.endsWith('Zadusnice');
    if (
      (zadusnice && wanted.zadusnice) ||
      (day.kind === 'easter' && wanted.easter) ||
      (day.kind === 'christmas' && wanted.christmas)
    )
      raw.push({ kind: day.kind as CareOccasionKind, date: day.date, years: null, label: null });
  }
  if (wishes.visitFrequency === 'recurring')
    for (const date of firstSaturdays(from, to))
      raw.push({ kind: 'monthlyVisit', date, years: null, label: null });
  return raw;
}

/** Memorials and Easter wait for the end of the pause; the living's days and Zadušnice do not. */
const movedByEasterPause = (kind: CareOccasionKind) =>
  ['ninthDay', 'fortiethDay', 'halfYear', 'firstYear', 'anniversary', 'easter'].includes(kind);

/** The Easter pause lasts 16 days: an occasion up to that long before `from` may be visited in it. */
const easterPauseLength = 16;

/**
 * The occasions visited from `from` to `to` (yyyy-MM-dd, both inclusive), by visit date and then
 * kind; an occasion is listed once even where two wishes name the same day and kind.
 */
export function careOccasions(wishes: CareWishes, from: string, to: string): CareOccasion[] {
  const widerFrom = dayToIso(isoToDay(from) - easterPauseLength);
  const byKey = new Map<string, CareOccasion>();
  for (const raw of rawOccasions(wishes, widerFrom, to)) {
    if (raw.date < widerFrom || raw.date > to) continue;
    const pause = movedByEasterPause(raw.kind) ? checkEasterPause(raw.date) : null;
    const visitDate = pause?.inEasterPause ? pause.proposedDate : raw.date;
    if (visitDate < from || visitDate > to) continue;
    const key = careOccasionKey(raw.kind, raw.date);
    byKey.set(key, { ...raw, key, visitDate, inEasterPause: pause?.inEasterPause ?? false });
  }
  return [...byKey.values()].sort(
    (left, right) =>
      left.visitDate.localeCompare(right.visitDate) ||
      careOccasionKinds.indexOf(left.kind) - careOccasionKinds.indexOf(right.kind),
  );
}

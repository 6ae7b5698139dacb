import { dayToIso, easterPauseOf, isoToDay, pobusaniPonedeljak } from './orthodox-calendar';

/**
 * The personal memorials (parastos) after a death, as the Serbian Orthodox Church counts them:
 * the day of death is day 1, so the 9th day is death + 8 and the 40th death + 39; then half a
 * year, the first year and every anniversary after it.
 */
export const personalMemorialKinds = [
  'ninthDay',
  'fortiethDay',
  'halfYear',
  'firstYear',
  'anniversary',
] as const;
export type PersonalMemorialKind = (typeof personalMemorialKinds)[number];

export interface PersonalMemorialDay {
  readonly kind: PersonalMemorialKind;
  /** Gregorian calendar date, yyyy-MM-dd. */
  readonly date: string;
  /** Whole years since the death (1 for the first year); null for the days before it. */
  readonly years: number | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The same day `months` later; a day the later month lacks (31 August + 6 months, 29 February
 * + 1 year) is kept on that month's last day.
 */
function addMonths(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The personal memorials of a death (yyyy-MM-dd) from `from` to `to` (both inclusive), in date
 * order; anniversaries are listed for every year of the range.
 */
export function personalMemorialDays(
  dateOfDeath: string,
  from: string,
  to: string,
): PersonalMemorialDay[] {
  const death = isoToDay(dateOfDeath);
  const days: PersonalMemorialDay[] = [
    { kind: 'ninthDay', date: dayToIso(death + 8), years: null },
    { kind: 'fortiethDay', date: dayToIso(death + 39), years: null },
    { kind: 'halfYear', date: addMonths(dateOfDeath, 6), years: null },
    { kind: 'firstYear', date: addMonths(dateOfDeath, 12), years: 1 },
  ];
  const lastYears = Number(to.slice(0, 4)) - Number(dateOfDeath.slice(0, 4));
  for (let years = 2; years <= lastYears; years += 1)
    days.push({ kind: 'anniversary', date: addMonths(dateOfDeath, 12 * years), years });
  return days.filter((day) => day.date >= from && day.date <= to);
}

/** A memorial date checked against the Easter pause (Lazarus Saturday through Thomas Sunday). */
export type EasterPauseCheck =
  | { readonly inEasterPause: false }
  | {
      readonly inEasterPause: true;
      /** Pobusani ponedeljak of that year, the day the Church moves such memorials to. */
      readonly proposedDate: string;
    };

/** Whether prayers for the dead pause on `date` (yyyy-MM-dd), and the day proposed instead. */
export function checkEasterPause(date: string): EasterPauseCheck {
  const year = Number(date.slice(0, 4));
  const pause = easterPauseOf(year);
  return date >= pause.from && date <= pause.to
    ? { inEasterPause: true, proposedDate: pobusaniPonedeljak(year) }
    : { inEasterPause: false };
}

/**
 * The Serbian Orthodox days families most often mark at a grave, computed for any year.
 *
 * The Serbian Orthodox Church keeps the Julian calendar, so feasts are computed there and
 * converted to the Gregorian dates people plan with (13 days later in 1900–2099).
 *
 * Included:
 * - Božić (Christmas): 25 December Julian = 7 January.
 * - Vaskrs (Easter): the Julian computus.
 * - Zimske zadušnice: the Saturday before Mesopusna nedelja (Meatfare Sunday), Easter − 57.
 * - Duhovske (letnje) zadušnice: the Saturday before Duhovi (Pentecost), Easter + 48.
 * - Miholjske zadušnice: the last Saturday before Miholjdan (29 Sep Julian = 12 October).
 * - Mitrovske zadušnice: the last Saturday before Mitrovdan (26 Oct Julian = 8 November).
 * These four are the Church's general days of prayer for the dead.
 *
 * Not included: Todorova subota (first Saturday of Lent; in Serbia it is mostly kept with
 * customs of its own rather than grave visits) and regional days such as Pobusani ponedeljak.
 * Personal memorials after a death (40 days, half a year, a year) belong to each grave.
 */

export const culturalEventKinds = [
  'christmas',
  'easter',
  'winterZadusnice',
  'pentecostZadusnice',
  'miholjskeZadusnice',
  'mitrovskeZadusnice',
] as const;
export type CulturalEventKind = (typeof culturalEventKinds)[number];

export interface CulturalEvent {
  readonly kind: CulturalEventKind;
  /** Gregorian calendar date, yyyy-MM-dd. */
  readonly date: string;
}

const msPerDay = 86_400_000;
const saturday = 6;

/** Days since 1970-01-01 of a Gregorian date. */
const gregorianToDay = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / msPerDay;

/** Days since 1970-01-01 of a Julian-calendar date (via the Julian Day Number). */
function julianToDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const julianDayNumber = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
  return julianDayNumber - 2_440_588;
}

const dayToIso = (day: number): string => new Date(day * msPerDay).toISOString().slice(0, 10);

function isoToDay(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new Error(`Not a yyyy-MM-dd date: ${iso}`);
  }
  return gregorianToDay(year, month, day);
}

const weekdayOf = (day: number): number => new Date(day * msPerDay).getUTCDay();

/** The last Saturday strictly before the given day. */
function saturdayBefore(day: number): number {
  const previous = day - 1;
  return previous - ((weekdayOf(previous) - saturday + 7) % 7);
}

/** Orthodox Easter Sunday as a day number (Meeus' Julian algorithm). */
function orthodoxEasterDay(year: number): number {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return julianToDay(year, month, day);
}

/** Orthodox Easter in the Gregorian calendar, yyyy-MM-dd. */
export const orthodoxEaster = (year: number): string => dayToIso(orthodoxEasterDay(year));

/** This Gregorian year's events, in date order. */
export function culturalEventsOfYear(year: number): CulturalEvent[] {
  const easter = orthodoxEasterDay(year);
  const events: Array<[CulturalEventKind, number]> = [
    // Christmas of Julian year − 1 falls in early January of this Gregorian year.
    ['christmas', julianToDay(year - 1, 12, 25)],
    ['winterZadusnice', easter - 57],
    ['easter', easter],
    ['pentecostZadusnice', easter + 48],
    ['miholjskeZadusnice', saturdayBefore(julianToDay(year, 9, 29))],
    ['mitrovskeZadusnice', saturdayBefore(julianToDay(year, 10, 26))],
  ];
  return events
    .sort(([, left], [, right]) => left - right)
    .map(([kind, day]) => ({ kind, date: dayToIso(day) }));
}

/** The next `count` events on or after `today` (yyyy-MM-dd). */
export function upcomingCulturalEvents(today: string, count: number): CulturalEvent[] {
  const from = isoToDay(today);
  const year = Number(today.slice(0, 4));
  return [...culturalEventsOfYear(year), ...culturalEventsOfYear(year + 1)]
    .filter((event) => isoToDay(event.date) >= from)
    .slice(0, count);
}

/** Whole days from `today` to `date` (both yyyy-MM-dd). */
export const daysUntil = (today: string, date: string): number => isoToDay(date) - isoToDay(today);

/** The local calendar date of an instant, yyyy-MM-dd. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

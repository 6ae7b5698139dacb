/**
 * The Serbian Orthodox days families most often mark at a grave, computed for any year; one
 * implementation for the server and the browser.
 *
 * The Serbian Orthodox Church keeps the Julian calendar, so feasts are computed there and
 * converted to the Gregorian dates people plan with (13 days later in 1900–2099).
 *
 * Cultural events (the sidebar and a grave's important dates):
 * - Božić (Christmas): 25 December Julian = 7 January.
 * - Vaskrs (Easter): the Julian computus.
 * - Zimske zadušnice: the Saturday before Mesopusna nedelja (Meatfare Sunday), Easter − 57.
 * - Duhovske (letnje) zadušnice: the Saturday before Duhovi (Pentecost), Easter + 48.
 * - Miholjske zadušnice: the last Saturday before Miholjdan (29 Sep Julian = 12 October).
 * - Mitrovske zadušnice: the last Saturday before Mitrovdan (26 Oct Julian = 8 November).
 * These four are the Church's general days of prayer for the dead.
 *
 * The memorial calendar adds Pobusani ponedeljak (the Monday after Thomas Sunday, Easter + 8)
 * and the Easter pause: from Lazarus Saturday (Easter − 8) through Thomas Sunday (Easter + 7)
 * the Church holds no prayers for the dead, so a memorial falling there moves to Pobusani
 * ponedeljak. Not included: Todorova subota (kept in Serbia with customs of its own rather
 * than grave visits). Personal memorials after a death are in personal-memorial-days.ts.
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

/** The general days of GET /api/memorial-calendar, in the order a shared day lists them. */
export const memorialCalendarKinds = [
  ...culturalEventKinds,
  /** Lazarus Saturday: the first day without prayers for the dead. */
  'easterPauseStart',
  /** Thomas Sunday: the last day without them. */
  'easterPauseEnd',
  'pobusaniPonedeljak',
] as const;
export type MemorialCalendarKind = (typeof memorialCalendarKinds)[number];

export interface MemorialCalendarDay {
  readonly kind: MemorialCalendarKind;
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

/** yyyy-MM-dd of a day number. */
export const dayToIso = (day: number): string =>
  new Date(day * msPerDay).toISOString().slice(0, 10);

/** The day number (days since 1970-01-01) of a yyyy-MM-dd date. */
export function isoToDay(iso: string): number {
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

/** Pobusani ponedeljak: the Monday after Thomas Sunday (Easter + 8), yyyy-MM-dd. */
export const pobusaniPonedeljak = (year: number): string => dayToIso(orthodoxEasterDay(year) + 8);

/** The days without prayers for the dead: Lazarus Saturday through Thomas Sunday, inclusive. */
export function easterPauseOf(year: number): { readonly from: string; readonly to: string } {
  const easter = orthodoxEasterDay(year);
  return { from: dayToIso(easter - 8), to: dayToIso(easter + 7) };
}

const byDay = <K extends string>(days: Array<[K, number]>, order: readonly K[]) =>
  days
    .sort(([leftKind, left], [rightKind, right]) =>
      left === right ? order.indexOf(leftKind) - order.indexOf(rightKind) : left - right,
    )
    .map(([kind, day]) => ({ kind, date: dayToIso(day) }));

function culturalEventDays(year: number): Array<[CulturalEventKind, number]> {
  const easter = orthodoxEasterDay(year);
  return [
    // Christmas of Julian year − 1 falls in early January of this Gregorian year.
    ['christmas', julianToDay(year - 1, 12, 25)],
    ['winterZadusnice', easter - 57],
    ['easter', easter],
    ['pentecostZadusnice', easter + 48],
    ['miholjskeZadusnice', saturdayBefore(julianToDay(year, 9, 29))],
    ['mitrovskeZadusnice', saturdayBefore(julianToDay(year, 10, 26))],
  ];
}

/** This Gregorian year's events, in date order. */
export const culturalEventsOfYear = (year: number): CulturalEvent[] =>
  byDay(culturalEventDays(year), culturalEventKinds);

/** This Gregorian year's general memorial days, in date order. */
function memorialCalendarOfYear(year: number): MemorialCalendarDay[] {
  const easter = orthodoxEasterDay(year);
  const days: Array<[MemorialCalendarKind, number]> = [
    ...culturalEventDays(year),
    ['easterPauseStart', easter - 8],
    ['easterPauseEnd', easter + 7],
    ['pobusaniPonedeljak', easter + 8],
  ];
  return byDay(days, memorialCalendarKinds);
}

/** The general memorial days from `from` to `to` (yyyy-MM-dd, both inclusive), in date order. */
export function memorialCalendarDays(from: string, to: string): MemorialCalendarDay[] {
  const days: MemorialCalendarDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1)
    days.push(...memorialCalendarOfYear(year));
  return days.filter((day) => day.date >= from && day.date <= to);
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

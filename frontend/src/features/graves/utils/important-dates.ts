import type {
  Grave,
  GravePatch,
  GraveServiceType,
  ImportantDates,
  VisitFrequency,
} from '@memorial-care/contracts/http';
import dayjs, { type Dayjs } from 'dayjs';
import { upcomingCulturalEvents } from '@memorial-care/contracts/domain';
import { isoFromDay } from './grave-form-values';

export const importantDateKinds = [
  'deathAnniversary',
  'birthday',
  'slava',
  'easter',
  'christmas',
  'zadusnice',
  'other',
] as const;
export type ImportantDateKind = (typeof importantDateKinds)[number];

/** One line of the grave's Important Dates section. */
export interface ImportantDateEntry {
  readonly kind: ImportantDateKind;
  /** The family wants care on this day. */
  readonly wanted: boolean;
  /** The next time it falls on or after today (yyyy-MM-dd); null when unknown. */
  readonly next: string | null;
  /** The slava's name or the other day's label. */
  readonly label: string | null;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The next yyyy-MM-dd on or after `today` that falls on this day of the year (MM-dd). A day
 * on 29 February is kept on 28 February in other years.
 */
export function nextOccurrence(monthDay: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const inYear = (y: number) =>
    monthDay === '02-29' && !isLeapYear(y) ? `${y}-02-28` : `${y}-${monthDay}`;
  const thisYear = inYear(year);
  return thisYear >= today ? thisYear : inYear(year + 1);
}

const zadusniceKinds = new Set([
  'winterZadusnice',
  'pentecostZadusnice',
  'miholjskeZadusnice',
  'mitrovskeZadusnice',
]);

/** The next Orthodox Christmas, Easter and Zadušnice on or after today. */
function nextFeasts(today: string) {
  const upcoming = upcomingCulturalEvents(today, 12);
  const first = (match: (kind: string) => boolean) =>
    upcoming.find((event) => match(event.kind))?.date ?? null;
  return {
    easter: first((kind) => kind === 'easter'),
    christmas: first((kind) => kind === 'christmas'),
    zadusnice: first((kind) => zadusniceKinds.has(kind)),
  };
}

/**
 * The Important Dates section: the anniversary of the death and the birthday come from the
 * grave's dates, the slava and the other day carry their own, Easter, Christmas and Zadušnice
 * come from the Orthodox calendar. `today` is yyyy-MM-dd.
 */
export function importantDatesList(
  grave: Pick<Grave, 'deceasedDateOfBirth' | 'deceasedDateOfDeath' | 'importantDates'>,
  today: string,
): ImportantDateEntry[] {
  const dates = grave.importantDates;
  const feasts = nextFeasts(today);
  const yearly = (date: string | null) => (date ? nextOccurrence(date.slice(5), today) : null);
  return [
    {
      kind: 'deathAnniversary',
      wanted: dates.deathAnniversary,
      next: yearly(grave.deceasedDateOfDeath),
      label: null,
    },
    {
      kind: 'birthday',
      wanted: dates.birthday,
      next: yearly(grave.deceasedDateOfBirth),
      label: null,
    },
    {
      kind: 'slava',
      wanted: dates.slava !== null,
      next: dates.slava ? nextOccurrence(dates.slava.date, today) : null,
      label: dates.slava?.name ?? null,
    },
    { kind: 'easter', wanted: dates.easter, next: feasts.easter, label: null },
    { kind: 'christmas', wanted: dates.christmas, next: feasts.christmas, label: null },
    { kind: 'zadusnice', wanted: dates.zadusnice, next: feasts.zadusnice, label: null },
    {
      kind: 'other',
      wanted: dates.other !== null,
      next: dates.other?.date ?? null,
      label: dates.other?.label ?? null,
    },
  ];
}

/** The care wishes as the detail dialog's edit form holds them. */
export interface GraveCareFormValues {
  deathAnniversary: boolean;
  birthday: boolean;
  easter: boolean;
  christmas: boolean;
  zadusnice: boolean;
  slavaName: string;
  /** Only day and month count; the year of the value is ignored. */
  slavaDate: Dayjs | null;
  otherLabel: string;
  otherDate: Dayjs | null;
  visitFrequency: VisitFrequency | null;
  preferredServiceType: GraveServiceType | null;
  serviceNotes: string;
}

/** A leap year, so that a slava on 29 February can be shown. */
const slavaYear = 2000;

export const graveToCareFormValues = (grave: Grave): GraveCareFormValues => {
  const dates = grave.importantDates;
  return {
    deathAnniversary: dates.deathAnniversary,
    birthday: dates.birthday,
    easter: dates.easter,
    christmas: dates.christmas,
    zadusnice: dates.zadusnice,
    slavaName: dates.slava?.name ?? '',
    slavaDate: dates.slava ? dayjs(`${slavaYear}-${dates.slava.date}`) : null,
    otherLabel: dates.other?.label ?? '',
    otherDate: dates.other ? dayjs(dates.other.date) : null,
    visitFrequency: grave.visitFrequency,
    preferredServiceType: grave.preferredServiceType,
    serviceNotes: grave.serviceNotes ?? '',
  };
};

/**
 * The PATCH body of the detail dialog's Save: the care wishes only. A slava is kept when it has
 * a name and a date, the other day when it has a label and a date (the form asks for both).
 */
export const careFormValuesToPatch = (values: GraveCareFormValues): GravePatch => {
  const slavaName = values.slavaName.trim();
  const otherLabel = values.otherLabel.trim();
  const importantDates: ImportantDates = {
    deathAnniversary: values.deathAnniversary,
    birthday: values.birthday,
    easter: values.easter,
    christmas: values.christmas,
    zadusnice: values.zadusnice,
    slava:
      slavaName && values.slavaDate
        ? { name: slavaName, date: values.slavaDate.format('MM-DD') }
        : null,
    other:
      otherLabel && values.otherDate
        ? { label: otherLabel, date: isoFromDay(values.otherDate) ?? '' }
        : null,
  };
  return {
    importantDates,
    visitFrequency: values.visitFrequency ?? null,
    preferredServiceType: values.preferredServiceType ?? null,
    serviceNotes: values.serviceNotes.trim() || null,
  };
};

/**
 * What the grave's read view lists: only the days the family ticked for care, each with its
 * next date (a day nobody asked for is no "important date" of this grave).
 */
export const chosenImportantDates = (
  grave: Pick<Grave, 'deceasedDateOfBirth' | 'deceasedDateOfDeath' | 'importantDates'>,
  today: string,
): ImportantDateEntry[] => importantDatesList(grave, today).filter((entry) => entry.wanted);

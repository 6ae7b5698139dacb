import { memorialCalendarDays, type MemorialCalendarKind } from './orthodox-calendar';

/**
 * How many visits one caretaker can do in one day on a general memorial day: 6.
 *
 * A visit is cleaning the grave, candles and flowers, and the before and after photos (45 to 60
 * minutes), plus walking to the next grave. On Zadušnice the cemeteries are crowded (parking,
 * queues at the gates and the candle stands) and families expect the work done by early
 * afternoon, as custom has the visit before noon: about eight working hours hold six visits
 * with the walking and the crowds, not the eight an ordinary day would.
 */
export const visitsPerCaretakerPerDay = 6;

/**
 * The general memorial days that fill the cemeteries: the four Zadušnice and Pobusani
 * ponedeljak. Christmas and Easter are spent at home and in church, not at graves.
 */
export const busyMemorialDayKinds = [
  'winterZadusnice',
  'pobusaniPonedeljak',
  'pentecostZadusnice',
  'miholjskeZadusnice',
  'mitrovskeZadusnice',
] as const satisfies readonly MemorialCalendarKind[];
export type BusyMemorialDayKind = (typeof busyMemorialDayKinds)[number];

const isBusyMemorialDayKind = (kind: string): kind is BusyMemorialDayKind =>
  (busyMemorialDayKinds as readonly string[]).includes(kind);

/** The busy memorial days from `from` to `to` (yyyy-MM-dd, both inclusive), in date order. */
export const busyMemorialDays = (
  from: string,
  to: string,
): { readonly date: string; readonly kind: BusyMemorialDayKind }[] =>
  memorialCalendarDays(from, to).flatMap(({ date, kind }) =>
    isBusyMemorialDayKind(kind) ? [{ date, kind }] : [],
  );

/** Whether a day (yyyy-MM-dd) is one of the busy memorial days. */
export const isBusyMemorialDay = (date: string): boolean => busyMemorialDays(date, date).length > 0;

/** What a day (at one cemetery, a city or everywhere) can take against what it was given. */
export interface DayCapacity {
  /** Visits booked (requests not cancelled). */
  readonly booked: number;
  /** Caretakers who can work there that day. */
  readonly caretakersAvailable: number;
  /** Visits they can do: caretakers × visits per caretaker. */
  readonly capacity: number;
  /** Visits still free; negative when more are booked than the caretakers can do. */
  readonly gap: number;
  readonly overCapacity: boolean;
  /** More caretakers the day needs to do every booked visit (0 when it has enough). */
  readonly caretakersShort: number;
}

/** A day's capacity from its bookings and the caretakers free that day. */
export function dayCapacity({
  booked,
  caretakersAvailable,
}: {
  readonly booked: number;
  readonly caretakersAvailable: number;
}): DayCapacity {
  const capacity = caretakersAvailable * visitsPerCaretakerPerDay;
  const caretakersNeeded = Math.ceil(booked / visitsPerCaretakerPerDay);
  return {
    booked,
    caretakersAvailable,
    capacity,
    gap: capacity - booked,
    overCapacity: booked > capacity,
    caretakersShort: Math.max(0, caretakersNeeded - caretakersAvailable),
  };
}

/** Whether one more visit would take the day over what its caretakers can do. */
export const oneMoreOverCapacity = (day: {
  readonly booked: number;
  readonly caretakersAvailable: number;
}): boolean => dayCapacity({ ...day, booked: day.booked + 1 }).overCapacity;

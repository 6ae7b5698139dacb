import { isUnstorableText, storableText } from '@memorial-care/contracts/domain';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';

/**
 * Defence in depth: an event is stored forever, and older events were accepted under looser
 * bounds than today's (or came through EventStoreDB, which stores what PostgreSQL cannot). Every
 * value a projection writes passes through here first, so no accepted value can pause a read
 * model: the pause is for bugs, not for input. The event in the log keeps its exact value.
 */

/** PostgreSQL text (and jsonb) holds neither NUL nor a lone surrogate (one rule, in contracts). */
export { storableText };

const dateAtStart = /^(\d{4})-(\d{2})-(\d{2})(?=$|T\d{2}:\d{2})/;
// PostgreSQL takes UTC offsets up to ±15:59; ISO (and zod) allow up to ±23:59.
const farOffset = /[+-](?:1[6-9]|2\d):?\d{2}$/;

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The nearest real calendar date in a year PostgreSQL can read (it has no year 0). */
const clampDatePart = (value: string): string => {
  const match = dateAtStart.exec(value);
  if (!match) return value;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Days 1 to 28 are in every month: the common case needs no calendar.
  if (year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= 28) return value;
  const realYear = Math.max(1, year);
  const realMonth = Math.min(12, Math.max(1, month));
  const realDay = Math.min(daysInMonth(realYear, realMonth), Math.max(1, day));
  const clamped = `${pad(realYear, 4)}-${pad(realMonth, 2)}-${pad(realDay, 2)}`;
  return clamped === match[0] ? value : clamped + value.slice(match[0].length);
};

/**
 * A date (`yyyy-MM-dd`) or date-time the read models can store: year 0000, 2026-02-30 or
 * 2026-13-45 become the nearest real date, an offset beyond ±15:59 becomes the same instant in
 * UTC. Anything that is not date-shaped is returned as it is.
 */
export const storableDate = (value: string): string => {
  if (!dateAtStart.test(value)) return value;
  const clamped = clampDatePart(value);
  if (!farOffset.test(clamped)) return clamped;
  const instant = new Date(clamped);
  return Number.isNaN(instant.getTime()) ? clamped : clampDatePart(instant.toISOString());
};

/** storableText, without a copy of the (nearly every) text that needs none. */
const storableTextIfNeeded = (text: string) => (isUnstorableText(text) ? storableText(text) : text);

/** A string made storable: see storableText and storableDate. */
const storableString = (value: string) => storableDate(storableTextIfNeeded(value));

/**
 * Whether anything in the payload needs cleaning; allocates nothing. The runner asks this of
 * every event of the log, and nearly every answer is no (copying every payload to find that out
 * was about 1 s of the one thread per 400,000 events, garbage collection included).
 */
const needsCleaning = (value: unknown): boolean => {
  if (typeof value === 'string') return storableString(value) !== value;
  if (Array.isArray(value)) return value.some(needsCleaning);
  if (value !== null && typeof value === 'object') {
    for (const key in value)
      if (isUnstorableText(key) || needsCleaning((value as Record<string, unknown>)[key]))
        return true;
  }
  return false;
};

/** The payload rebuilt with every string made storable (keys included); clean parts kept. */
const cleaned = (value: unknown): unknown => {
  if (typeof value === 'string') return storableString(value);
  if (Array.isArray(value)) return value.map(storableValue);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        storableTextIfNeeded(key),
        storableValue(inner),
      ]),
    );
  return value;
};

/**
 * Every string in a payload (keys included) made storable: see storableText and storableDate.
 * A payload that is storable already (nearly all are) is returned as it is, not copied.
 */
export function storableValue(value: unknown): unknown {
  return needsCleaning(value) ? cleaned(value) : value;
}

/** The event as a projection may apply it; the log keeps the original. */
export const storableEvent = (event: RecordedEvent): RecordedEvent => ({
  ...event,
  data: storableValue(event.data),
});

import { z } from 'zod';
import { limits } from './constants';

/**
 * The bounds of every input the API takes, declared once; every request schema in `http/` is
 * built from these primitives. Lengths count UTF-16 units (as zod does): at 4 bytes a character
 * the longest text any btree index holds (a name or an email) stays far below PostgreSQL's
 * ~2700-byte index row limit. Free texts (notes, instructions) are never btree-indexed.
 */
export const textLimits = {
  /** Person, deceased, cemetery and caretaker names. */
  name: 200,
  /** RFC 5321's longest usable address. */
  email: 254,
  phone: 50,
  /** City, region, country, a date's label or slava name. */
  label: 100,
  /** Grave numbers. */
  code: 50,
  /** Address, contact, location, instagram, a client's phone. */
  shortText: 300,
  bankDetails: 500,
  /** Notes, access notes, descriptions. */
  notes: 2000,
  /** A service request's special instructions. */
  instructions: 5000,
  search: 200,
  /** Longer than any passphrase anyone types; the hash never sees more. */
  password: 200,
  /** Invite tokens are 43 characters; anything longer is unknown without a lookup. */
  token: 200,
} as const;

export const listLimits = {
  /** Phones and emails of a cemetery. */
  contacts: 20,
  caretakerIds: 100,
  /** A caretaker's holidays: a year of days. */
  holidayDates: 366,
  /** The other addresses a family writes from (matched to the client, never claimed). */
  alternativeEmails: 10,
} as const;

/** Stable codes of the issues these primitives add to zod's own (`too_big`, `invalid_type`…). */
export const inputIssueCodes = {
  invalidText: 'invalid_text',
  invalidDate: 'invalid_date',
  dateOutOfRange: 'date_out_of_range',
  /** A password and its confirmation differ. */
  passwordsDiffer: 'passwords_differ',
  /** A date before the one it must follow (a death before the birth). */
  datesOutOfOrder: 'dates_out_of_order',
} as const;

// --- Text -------------------------------------------------------------------------------------

// A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = new RegExp(loneSurrogate.source, 'g');

/**
 * Text PostgreSQL cannot store at all: NUL (refused in `text` and `jsonb`) and unpaired UTF-16
 * surrogates (not valid Unicode, refused by `jsonb`). The route framework refuses these anywhere.
 */
export const isUnstorableText = (value: string) =>
  value.includes('\u0000') || loneSurrogate.test(value);

/**
 * The same text made storable, for what was stored before such text was refused: NUL dropped,
 * a lone surrogate replaced by U+FFFD. The read models apply it to every stored event.
 */
export const storableText = (text: string): string =>
  text.replaceAll('\u0000', '').replace(loneSurrogates, '\uFFFD');

// C0 controls and DEL; a multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const singleLineControls = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const multiLineControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const invalidTextMessage = 'Contains characters that are not allowed';

export interface TextOptions {
  /** Notes and instructions keep tabs and line breaks; everything else is one line. */
  readonly multiline?: boolean;
  /** Replaces "At most N characters" where the spec words it otherwise. */
  readonly tooLongMessage?: string;
}

/** Whether a text is free of control characters (and unstorable ones). */
export const isSafeText = (value: string, options: TextOptions = {}) =>
  !(options.multiline ? multiLineControls : singleLineControls).test(value) &&
  !loneSurrogate.test(value);

const withSafeText = <T extends z.ZodString>(schema: T, options: TextOptions) =>
  schema.refine((value) => isSafeText(value, options), {
    message: invalidTextMessage,
    params: { code: inputIssueCodes.invalidText },
  });

const tooLong = (max: number, options: TextOptions = {}) =>
  options.tooLongMessage ?? `At most ${max} characters`;

/** Trimmed text of at most `max` characters, without control characters. */
export const boundedText = (max: number, options: TextOptions = {}) =>
  withSafeText(z.string().trim().max(max, tooLong(max, options)), options);

/** Trimmed, not blank (`message` then), at most `max` characters. */
export const requiredText = (message: string, max: number, options: TextOptions = {}) =>
  withSafeText(z.string(message).trim().min(1, message).max(max, tooLong(max, options)), options);

/** Blank means "none": trimmed, and empty becomes null. Not optional by itself. */
export const clearableText = (max: number, options: TextOptions = {}) =>
  boundedText(max, options)
    .nullable()
    .transform((value) => (value ? value : null));

/** An email address, trimmed; too long reads as invalid (the spec's one message). */
export const emailAddress = (message: string) =>
  z.string(message).trim().max(textLimits.email, message).pipe(z.email(message));

/** A password as typed: never trimmed, at least `min` characters, at most textLimits.password. */
export const passwordText = (min: number, message: string) =>
  z
    .string(message)
    .min(min, message)
    .max(textLimits.password, tooLong(textLimits.password))
    .refine((value) => isSafeText(value), {
      message: invalidTextMessage,
      params: { code: inputIssueCodes.invalidText },
    });

// --- Dates ------------------------------------------------------------------------------------

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoInstantPattern =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i;

/** Whether year-month-day names a day the calendar has (2027-02-29 and 2026-13-45 do not). */
export const isCalendarDay = (year: number, month: number, day: number) => {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** `yyyy-MM-dd` that is a real calendar day; never rolled over into the next month. */
export const isCalendarDate = (value: string) => {
  const match = isoDatePattern.exec(value);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** An ISO timestamp whose date part is a real calendar day and whose time is a real time. */
export const isCalendarInstant = (value: string) => {
  const match = isoInstantPattern.exec(value);
  return (
    !!match &&
    isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) &&
    !Number.isNaN(Date.parse(value))
  );
};

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Windows of sane dates, so a typo (0000, 9999) never reaches a read model. `to` is a day or,
 * relative to now, a number of days ahead.
 */
export const dateWindows = {
  /** Births, deaths and other family dates. */
  lifeEvent: { from: '1800-01-01', daysAhead: 366 },
  /** Visits, holidays, payments and list filters. */
  schedule: { from: '2000-01-01', to: '2100-12-31' },
  /** When work was done: not before 2000, at most a day ahead (clocks and time zones). */
  completion: { from: '2000-01-01', daysAhead: 1 },
} as const;
export type DateWindow = (typeof dateWindows)[keyof typeof dateWindows];

const lastDayOf = (window: DateWindow, now: number) =>
  'to' in window ? window.to : isoDay(now + window.daysAhead * dayMs);

export interface DateMessages {
  /** Not a date (wrong format or no such day). */
  readonly invalid?: string;
  /** A real date outside the window. */
  readonly outOfRange?: string;
  /** '' passes (a form's empty date field); the caller reads it as none. */
  readonly allowBlank?: boolean;
}

const invalidDateMessage = 'Please enter a valid date (yyyy-MM-dd)';
const invalidInstantMessage = 'Please enter a valid date and time';
const outOfRangeMessage = (from: string, to: string) =>
  `The date must be between ${from} and ${to}`;

/** `yyyy-MM-dd`, a real calendar day, within `window`. */
export const calendarDate = (window: DateWindow, messages: DateMessages = {}) =>
  z.string(messages.invalid ?? invalidDateMessage).superRefine((value, ctx) => {
    if (value === '' && messages.allowBlank) return;
    if (!isCalendarDate(value)) {
      ctx.addIssue({
        code: 'custom',
        message: messages.invalid ?? invalidDateMessage,
        params: { code: inputIssueCodes.invalidDate },
      });
      return;
    }
    const last = lastDayOf(window, Date.now());
    if (value < window.from || value > last)
      ctx.addIssue({
        code: 'custom',
        message: messages.outOfRange ?? outOfRangeMessage(window.from, last),
        params: { code: inputIssueCodes.dateOutOfRange, minimum: window.from, maximum: last },
      });
  });

/**
 * An ISO timestamp (`2026-05-01T10:00:00.000Z`), a real calendar day and time, within `window`;
 * for windows relative to now the limit is the instant, not the day.
 */
export const calendarInstant = (window: DateWindow, messages: DateMessages = {}) =>
  z.string(messages.invalid ?? invalidInstantMessage).superRefine((value, ctx) => {
    if (value === '' && messages.allowBlank) return;
    if (!isCalendarInstant(value)) {
      ctx.addIssue({
        code: 'custom',
        message: messages.invalid ?? invalidInstantMessage,
        params: { code: inputIssueCodes.invalidDate },
      });
      return;
    }
    const now = Date.now();
    const time = Date.parse(value);
    const first = Date.parse(`${window.from}T00:00:00Z`);
    const last =
      'to' in window ? Date.parse(`${window.to}T23:59:59.999Z`) : now + window.daysAhead * dayMs;
    if (time < first || time > last)
      ctx.addIssue({
        code: 'custom',
        message: messages.outOfRange ?? outOfRangeMessage(window.from, isoDay(last)),
        params: {
          code: inputIssueCodes.dateOutOfRange,
          minimum: window.from,
          maximum: new Date(last).toISOString(),
        },
      });
  });

// --- Numbers, money, ids, pages ---------------------------------------------------------------

/** Spec part 2, §5: the request form's amount messages. */
export const amountMessages = {
  invalid: 'Amount must be a valid number',
  negative: 'Amount cannot be negative',
  tooHigh: 'Amount seems unusually high (max €10,000)',
} as const;

export type EuroAmountCheck =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly message: string; readonly code: string };

/**
 * A EUR amount as text ("30", "30.5", "30.50") or a finite number: at most 2 decimals, within
 * [min, max]; the value is its canonical text with 2 places. Exact (no floating point): the
 * text is read digit by digit. Blank is "none" for the caller to decide.
 */
export const checkEuroAmount = (
  input: string | number,
  min: number = limits.amountMinEur,
  max: number = limits.amountMaxEur,
): EuroAmountCheck => {
  if (typeof input === 'number' && !Number.isFinite(input))
    return { ok: false, message: amountMessages.invalid, code: 'invalid_type' };
  // -0 is 0; a number keeps its shortest exact text ("0.1", not "0.1000000000000000055").
  const text = typeof input === 'number' ? String(input === 0 ? 0 : input) : input.trim();
  if (/^-\d/.test(text) && min >= 0)
    return { ok: false, message: amountMessages.negative, code: 'too_small' };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1]) return { ok: false, message: amountMessages.invalid, code: 'invalid_format' };
  const cents = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (cents < BigInt(Math.round(min * 100)))
    return { ok: false, message: amountMessages.negative, code: 'too_small' };
  if (cents > BigInt(Math.round(max * 100)))
    return { ok: false, message: amountMessages.tooHigh, code: 'too_big' };
  const euros = cents / 100n;
  return { ok: true, value: `${euros}.${(cents % 100n).toString().padStart(2, '0')}` };
};

/**
 * An amount as a form sends it (text or number), bounded in length and finite; its range and
 * decimals are the business rule's to check, with the spec's messages.
 */
export const amountInput = z
  .union([z.string().max(32, amountMessages.invalid), z.number()], {
    error: amountMessages.invalid,
  })
  .transform((value) => (typeof value === 'number' ? String(value === 0 ? 0 : value) : value));

/** A record id: a UUID, lower-cased. */
export const entityId = (message?: string) =>
  z
    .string(message)
    .trim()
    .max(64, message)
    .pipe(z.guid(message))
    .transform((id) => id.toLowerCase());

/** An id in a URL: any text up to 64 characters (not a UUID answers 404, never 400). */
export const idPathParam = z
  .string()
  .max(64, 'Not a valid id')
  .transform((id) => id.toLowerCase());

export const pageLimits = { maxPage: 100_000, maxPageSize: 100, defaultPageSize: 20 } as const;

/** `page` and `pageSize` of a paged list, from the query string. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(pageLimits.maxPage).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(pageLimits.maxPageSize)
    .default(pageLimits.defaultPageSize),
};

/** A search box's text: trimmed, bounded, blank is none. */
export const searchQuery = boundedText(textLimits.search)
  .optional()
  .transform((value) => value || undefined);

/**
 * A refinement for a query's `from`…`to` days (yyyy-MM-dd, both inclusive): `to` not before
 * `from`, and at most `maxDays` days at once.
 */
export const dayRangeWithin =
  (maxDays: number) =>
  ({ from, to }: { readonly from: string; readonly to: string }, ctx: z.RefinementCtx) => {
    const days =
      Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) +
      1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > maxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${maxDays} days at once` });
  };

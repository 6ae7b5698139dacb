import { amountInput, dateWindows, limits } from '@memorial-care/contracts/domain';
import type { z } from 'zod';

// The largest and the smallest payload a route's zod body schema accepts, read from the schema
// itself: every text at its maximum length in multi-byte characters, dates at the edges of the
// accepted windows, amounts at their limits, arrays full. Random hostile payloads are nearly
// always refused; these are accepted, so they show whether an accepted extreme can still break
// a read model (a 900 KB name once paused the clients projection).

export type Extreme = 'largest' | 'smallest';

export interface ExtremeOptions {
  readonly extreme: Extreme;
  /** Starts every text and email, so that the records are found again (ASCII, unique). */
  readonly tag: string;
  /** Real ids by field name (`clientId`, `caretakerIds`…); an id field without one throws. */
  readonly ids: Readonly<Record<string, string | readonly string[]>>;
  /**
   * Values taken as they are, by field name: for a text whose valid values no builder can guess
   * (a care occasion's `<kind>:<date>` key).
   */
  readonly fixed?: Readonly<Record<string, unknown>>;
}

/** Length of a text whose schema names no maximum: beyond any index, under the 1 MB body limit. */
export const unboundedTextLength = 100_000;

const latin = [...'ĐđŠšČčĆćŽžAaBbEeIiOoUu'];
const cyrillic = [...'АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШабвгдђежзијклљмнњопрстћуфхцчџш'];
const fromRange = (first: number, size: number, random: () => number) =>
  String.fromCodePoint(first + Math.floor(random() * size));

/**
 * One piece of text: a CJK character (3 UTF-8 bytes a UTF-16 unit, the most any character
 * takes), a 4-byte emoji, Serbian Cyrillic or Latin with diacritics, a combining mark, a space.
 */
const piece = (random: () => number, previous: string) => {
  const roll = random();
  if (roll < 0.4) return fromRange(0x4e00, 0x5000, random);
  if (roll < 0.5) return fromRange(0x1f300, 0x150, random);
  if (roll < 0.7) return cyrillic[Math.floor(random() * cyrillic.length)]!;
  if (roll < 0.85) return latin[Math.floor(random() * latin.length)]!;
  if (roll < 0.95 && previous !== ' ') return fromRange(0x300, 0x70, random);
  return previous === ' ' ? 'ž' : ' ';
};

/**
 * Exactly `length` UTF-16 units (as zod counts), starting with `tag`, not changed by trim().
 * Pseudo-random (seeded by the tag), so that PostgreSQL cannot compress it below an index's
 * limit the way it compresses a repeated pattern: its size is its real size.
 */
export const multiByteText = (length: number, tag: string) => {
  if (length <= tag.length) return 'Ж'.repeat(length);
  let seed = [...tag].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, length);
  const random = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
    return seed / 2 ** 32;
  };
  let text = tag + ' ';
  let previous = ' ';
  while (text.length < length) {
    const next = piece(random, previous);
    previous = text.length + next.length <= length ? next : 'ž';
    text += previous;
  }
  return text.endsWith(' ') ? `${text.slice(0, -1)}ž` : text;
};

/** An address of exactly `length` characters (RFC: local part ≤ 64, labels ≤ 63). */
export const emailOfLength = (length: number, tag: string) => {
  const suffix = '.example.com';
  for (let local = Math.min(64, length - suffix.length - 2); local > tag.length; local--) {
    // The labels and the dots between them; the suffix brings its own leading dot.
    let room = length - local - 1 - suffix.length;
    const labels: string[] = [];
    while (room > 0) {
      let size = Math.min(63, room);
      if (room - size === 1) size -= 1; // never end on a dot
      labels.push('d'.repeat(size));
      room -= size;
      if (room > 0) room -= 1;
    }
    if (labels.length === 0) continue;
    const address = `${tag}${'x'.repeat(local - tag.length)}@${labels.join('.')}${suffix}`;
    if (address.length === length) return address.toLowerCase();
  }
  throw new Error(`no email of ${length} characters`);
};

/** The parts of zod's internal definition the payload builders read (zod 4). */
export interface ZodDef {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly entries?: Readonly<Record<string, string>>;
  readonly values?: readonly unknown[];
  readonly element?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly options?: readonly z.ZodType[];
}
interface CheckDef {
  readonly check: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
  readonly value?: number;
}
/** What the builder needs of a string, array or number schema's checks. */
interface Facts {
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}
export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as ZodDef;

/** Read from the checks themselves: zod 4.6 leaves `_zod.bag` empty until it is asked. */
export const factsOf = (schema: z.ZodType): Facts => {
  const def = schema._zod.def as unknown as {
    format?: string;
    checks?: readonly { _zod: { def: CheckDef } }[];
  };
  let { format } = def;
  let minimum: number | undefined;
  let maximum: number | undefined;
  const atMost = (value: number) => (maximum = Math.min(maximum ?? value, value));
  const atLeast = (value: number) => (minimum = Math.max(minimum ?? value, value));
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'string_format') format = check.format;
    else if (check.check === 'max_length' || check.check === 'max_size') atMost(check.maximum!);
    else if (check.check === 'min_length' || check.check === 'min_size') atLeast(check.minimum!);
    else if (check.check === 'length_equals') atLeast(atMost(check.length!));
    else if (check.check === 'less_than') atMost(check.value!);
    else if (check.check === 'greater_than') atLeast(check.value!);
  }
  return { format, minimum, maximum };
};

/** Whether `schema` is or wraps `target` (amounts are recognised by their shared schema). */
const wraps = (schema: z.ZodType | undefined, target: z.ZodType): boolean => {
  if (!schema) return false;
  if (schema === target) return true;
  const def = defOf(schema);
  return [def.innerType, def.in, def.out].some((inner) => wraps(inner, target));
};

/** A string schema's length and format, from both sides of a `.pipe(z.email())`-like chain. */
const stringFacts = (schema: z.ZodType): Facts => {
  const def = defOf(schema);
  if (def.type !== 'pipe' || !def.in || !def.out) return factsOf(schema);
  const [inner, outer] = [stringFacts(def.in), stringFacts(def.out)];
  const maximum = Math.min(inner.maximum ?? Infinity, outer.maximum ?? Infinity);
  return {
    format: inner.format ?? outer.format,
    minimum: Math.max(inner.minimum ?? 0, outer.minimum ?? 0),
    maximum: Number.isFinite(maximum) ? maximum : undefined,
  };
};
const isStringChain = (schema: z.ZodType): boolean => {
  const def = defOf(schema);
  return def.type === 'string' || (def.type === 'pipe' && !!def.in && isStringChain(def.in));
};

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Dates at the edges of every window the contracts declare, as days and as instants; a field
 * takes the earliest or latest its own schema accepts. A window relative to now ends a minute
 * before its limit, for the time the request takes to arrive.
 */
const dateCandidates = (index: number) => {
  const now = Date.now();
  return Object.values(dateWindows).flatMap((window) => {
    const first = Date.parse(`${window.from}T00:00:00.000Z`) + index * dayMs;
    const last =
      ('to' in window
        ? Date.parse(`${window.to}T23:59:59.999Z`)
        : now + window.daysAhead * dayMs - 60_000) -
      index * dayMs;
    return [
      isoDay(first),
      isoDay(last),
      new Date(first).toISOString(),
      new Date(last).toISOString(),
    ];
  });
};

/** Days of the year ("MM-dd"). */
const monthDays = ['01-01', '02-29', '12-31'];

const pick = <T>(extreme: Extreme, sorted: readonly T[]) =>
  extreme === 'largest' ? sorted[sorted.length - 1] : sorted[0];

interface Build extends ExtremeOptions {
  /** Position in an array: elements differ from each other. */
  readonly index: number;
}

const idOf = (field: string, { ids, index }: Build) => {
  const value = ids[field];
  if (value === undefined) throw new Error(`no real id given for the field "${field}"`);
  return typeof value === 'string' ? value : value[index % value.length]!;
};

const stringValue = (schema: z.ZodType, field: string, build: Build): unknown => {
  const { format, minimum = 0, maximum } = stringFacts(schema);
  const tag = `${build.tag}${build.index || ''}`;
  if (format === 'guid' || format === 'uuid') return idOf(field, build);
  const length =
    build.extreme === 'largest' ? (maximum ?? unboundedTextLength) : Math.max(minimum, 1);
  if (format === 'email')
    return build.extreme === 'largest' ? emailOfLength(length, tag) : `${tag}@x.io`;
  const accepts = (value: unknown) => schema.safeParse(value).success;
  // A short sample first: a date field refuses any text, however long.
  if (accepts(multiByteText(Math.min(length, Math.max(minimum, 20)), tag))) {
    const text = multiByteText(length, tag);
    if (accepts(text)) return text;
  }

  // In a list the dates alternate between both edges, moving inwards a day at a time.
  const dates = dateCandidates(Math.floor(build.index / 2))
    .filter(accepts)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  const edge =
    build.index % 2 === 0 ? build.extreme : build.extreme === 'largest' ? 'smallest' : 'largest';
  if (dates.length > 0) return pick(edge, dates);
  const days = monthDays.filter(accepts);
  if (days.length > 0) return pick(build.extreme, days);
  // Months (`yyyy-MM`, a billing period): the edges of the dates above, as months.
  const months = [...new Set(dateCandidates(0).map((date) => date.slice(0, 7)))]
    .filter(accepts)
    .sort();
  if (months.length > 0) return pick(build.extreme, months);
  throw new Error(`cannot build a valid ${build.extreme} value for the text field "${field}"`);
};

/** The amount limits are business rules (spec messages), not the schema's: read from `limits`. */
const amountValue = ({ extreme }: Build) =>
  extreme === 'largest' ? String(limits.amountMaxEur) : limits.amountMinEur;

const extremeValue = (schema: z.ZodType, field: string, build: Build): unknown => {
  if (wraps(schema, amountInput)) return amountValue(build);
  const def = defOf(schema);
  // Null is no extreme: the smallest value is the least a field holds (earliest date, 0).
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'nullable':
      return extremeValue(def.innerType!, field, build);
    case 'pipe':
      if (isStringChain(schema)) return stringValue(schema, field, build);
      // A preprocess step takes anything: what it hands on says what is expected.
      return defOf(def.in!).type === 'transform'
        ? extremeValue(def.out!, field, build)
        : extremeValue(def.in!, field, build);
    case 'string':
      return stringValue(schema, field, build);
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      const position = build.extreme === 'largest' ? values.length - 1 - build.index : build.index;
      return values[(position + values.length) % values.length];
    }
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return build.extreme === 'largest';
    case 'number': {
      const { minimum, maximum } = factsOf(schema);
      return build.extreme === 'largest' ? (maximum ?? Number.MAX_SAFE_INTEGER) : (minimum ?? 0);
    }
    case 'union':
      return extremeValue(def.options![0]!, field, build);
    case 'array': {
      const { minimum = 0, maximum = 20 } = factsOf(schema);
      const element = def.element!;
      const elementDef = defOf(element);
      // Enum elements are all different (a week has seven days).
      const distinct =
        elementDef.type === 'enum' ? Object.keys(elementDef.entries ?? {}).length : Infinity;
      const length = build.extreme === 'largest' ? Math.min(maximum, distinct) : minimum;
      return Array.from({ length }, (_, index) =>
        extremeValue(element, field, { ...build, index }),
      );
    }
    case 'object':
      return extremeObject(schema, build);
    default:
      throw new Error(`cannot build a value of zod type "${def.type}" for "${field}"`);
  }
};

const shapeOf = (schema: z.ZodType): Readonly<Record<string, z.ZodType>> => {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return shapeOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  if (def.innerType) return shapeOf(def.innerType);
  throw new Error(`not an object schema: ${def.type}`);
};

const extremeObject = (schema: z.ZodType, build: Build) => {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    body[key] =
      build.fixed && key in build.fixed
        ? build.fixed[key]
        : extremeValue(field, key, { ...build, index: 0 });
  }
  // A confirmation repeats the field it confirms (confirmPassword = password).
  for (const key of Object.keys(body)) {
    const confirmed = /^confirm(\w)(\w*)$/.exec(key);
    if (confirmed) body[key] = body[`${confirmed[1]!.toLowerCase()}${confirmed[2]}`];
  }
  return body;
};

/** The largest or smallest body `schema` accepts (an object schema). */
export const extremeBody = (schema: z.ZodType, options: ExtremeOptions): Record<string, unknown> =>
  extremeObject(schema, { ...options, index: 0 });

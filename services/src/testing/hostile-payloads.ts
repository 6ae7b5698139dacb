import fc from 'fast-check';
import { z } from 'zod';
import { defOf, factsOf, multiByteText } from './extreme-payloads';

// What an attacker or a careless client sends: values at and beyond every edge, and payloads
// shaped like a route's own body (from its zod schema) with a few fields made hostile, so
// that they get past the first checks and reach the handlers, deciders and read models.

/** JSON text spliced in verbatim: what JSON.stringify cannot write (1e309, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The JSON text of a payload; RawJson parts are written as they are. */
export const toJsonText = (value: unknown): string => {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

/** A payload short enough to read in a failure report: long strings are abbreviated. */
export const previewOf = (value: unknown): string => {
  const shorten = (item: unknown): unknown => {
    if (typeof item === 'string')
      return item.length > 80 ? `${item.slice(0, 24)}…[${item.length} chars]` : item;
    if (item instanceof RawJson)
      return item.text.length > 80
        ? `raw:${item.text.slice(0, 24)}…[${item.text.length} chars]`
        : `raw:${item.text}`;
    if (Array.isArray(item)) return item.map(shorten);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, shorten(v)]));
    return item;
  };
  const text = JSON.stringify(shorten(value), (_key, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? String(v) : v,
  ) as string | undefined;
  return text ?? String(value);
};

const repeatTo = (unit: string, utf8Bytes: number) =>
  unit.repeat(Math.ceil(utf8Bytes / Buffer.byteLength(unit)));

/** 100 KB to 900 KB; built once, so shrinking and memory stay cheap. */
export const hugeStrings = [
  repeatTo('a', 100_000),
  repeatTo('Ж', 900_000),
  repeatTo('Ana Marić ', 900_000),
  `${repeatTo('a', 200_000)}@example.com`,
  repeatTo('😀', 800_000),
  repeatTo('\u0000', 20_000),
  // Not a repeated pattern: PostgreSQL compresses those below an index's limit and hides the size.
  multiByteText(300_000, 'huge'),
];

export const unicodeEdgeStrings = [
  '\u0000',
  'Ana\u0000Marić',
  '\uD800',
  'lone \uDFFF low',
  'end\uD83D',
  '\u202Eevil.exe',
  '\u200F\u200E\u200B',
  '😀👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0334\u0321\u031B\u0353a\u0337l\u0336g\u0338o',
  'line\u2028separator\u2029',
  '\uFEFFbom',
  '\\u0000',
  '\u{10FFFF}\uFFFE\uFFFF',
  '<script>alert(1)</script>',
  "'; DROP TABLE events; --",
  '%00%ff',
  '  ',
  '',
];

export const edgeDates = [
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '2026-02-30',
  '2026-02-30T00:00:00Z',
  '2026-13-45',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '2999-01-01T00:00:00Z',
  '-000001-01-01',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '1900-01-01T00:00:00+14:00',
  '2026-06-15T25:61:61Z',
  'not-a-date',
  '12-25',
  '02-30',
  '99-99',
];

export const edgeNumbers: unknown[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1E400'),
  new RawJson('-0'),
  -0,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -1,
  -5,
  20000,
  1e21,
  0.30000000000000004,
  new RawJson('123.45678901234567890123'),
  '20000',
  '-5',
  '1e309',
  '0x10',
  ' 12 ',
  '1,5',
  '12.345',
];

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

export const wrongTypes: unknown[] = [
  true,
  false,
  null,
  0,
  1,
  [],
  {},
  [null],
  ['a', 'b'],
  { a: 1 },
  { $gt: '' },
  new RawJson('{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{}}}'),
  deepArray(1_000),
  deepArray(100_000),
  deepObject(10_000),
];

/** Any one hostile value. */
// Strings of the right type but the wrong size or content get past the type checks, so they
// weigh most: they are what reaches the event store and the read models.
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hugeStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...unicodeEdgeStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...edgeDates) },
  { weight: 1, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Whole bodies that are not an object at all. */
export const hostileWholeBody: fc.Arbitrary<unknown> = fc.oneof(
  hostileValue,
  fc.array(fc.dictionary(fc.string(), hostileValue, { maxKeys: 3 }), { maxLength: 3 }),
);

/** Real ids by kind, gathered from the running app, for fields and path params. */
export type KnownIds = Readonly<Record<string, readonly string[]>>;

export interface ShapeOptions {
  readonly ids: KnownIds;
  /** Which kind of id a field holds, from its name (`clientId` → `client`). */
  readonly idKindOf: (field: string) => string | null;
}

interface ZodBag {
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly patterns?: ReadonlySet<RegExp>;
}
/** zod 4.6 leaves `_zod.bag` empty until asked: limits and patterns are read from the checks. */
const bagOf = (schema: z.ZodType): ZodBag => {
  const checks = (schema._zod.def as { checks?: readonly { _zod: { def: unknown } }[] }).checks;
  const patterns = new Set(
    (checks ?? [])
      .map(({ _zod }) => (_zod.def as { pattern?: unknown }).pattern)
      .filter((pattern): pattern is RegExp => pattern instanceof RegExp),
  );
  return { ...factsOf(schema), patterns };
};

const isoDay = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const isoInstant = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());
const uniqueEmail = fc.uuid().map((id) => `hostile.${id.slice(0, 13)}@example.com`);
const plainText = fc.oneof(
  fc.constantFrom('Ana Marić', 'Novo groblje', 'Beograd', 'Đorđe Šćepanović', 'Parcela 12'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

const idValue = (kind: string | null, { ids }: ShapeOptions): fc.Arbitrary<string> => {
  const known = (kind && ids[kind]) || [];
  return known.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, fc.uuid())
    : fc.uuid();
};

/** A plausible value for a field known only by its name. */
const byFieldName = (field: string, options: ShapeOptions): fc.Arbitrary<unknown> => {
  const kind = options.idKindOf(field);
  if (kind) return idValue(kind, options);
  if (/email/i.test(field)) return uniqueEmail;
  if (/date/i.test(field)) return fc.oneof(isoInstant, isoDay);
  if (/phone/i.test(field)) return fc.constant('+381 60 1234567');
  if (/password/i.test(field)) return fc.constant('password-1');
  if (/amount|rate/i.test(field)) return fc.constantFrom('25.00', 40, '0.50');
  return plainText;
};

const plausibleString = (schema: z.ZodType, field: string, options: ShapeOptions) => {
  const { format, patterns } = bagOf(schema);
  const pattern = [...(patterns ?? [])].map((p) => p.source).join(' ');
  if (format === 'guid' || format === 'uuid') return idValue(options.idKindOf(field), options);
  if (format === 'email') return uniqueEmail;
  if (format === 'date' || pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return isoDay;
  if (pattern.includes('^\\d{2}-\\d{2}$')) return isoDay.map((day) => day.slice(5));
  if (format === 'datetime') return isoInstant;
  return byFieldName(field, options);
};

/**
 * A value the field's schema would (mostly) accept, read from the zod schema itself; what the
 * schema leaves open (preprocessed or custom fields) is guessed from the field's name.
 */
export const plausibleValue = (
  schema: z.ZodType | undefined,
  field: string,
  options: ShapeOptions,
): fc.Arbitrary<unknown> => {
  if (!schema) return byFieldName(field, options);
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausibleValue(def.innerType, field, options);
    case 'nullable':
      return fc.oneof(
        { weight: 4, arbitrary: plausibleValue(def.innerType, field, options) },
        fc.constant(null),
      );
    case 'pipe': {
      // A preprocess step accepts anything: what it hands on says what is expected.
      const inSide = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      return plausibleValue(inSide, field, options);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => plausibleValue(o, field, options)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const { minimum, maximum } = bagOf(schema);
      return fc.integer({
        min: Math.max(minimum ?? 0, -1_000),
        max: Math.min(maximum ?? 500, 1_000_000),
      });
    }
    case 'array':
      return fc.array(plausibleValue(def.element, field, options), {
        maxLength: Math.min(bagOf(schema).maximum ?? 3, 3),
      });
    case 'object':
      return plausibleObject(schema, options);
    case 'string':
      return plausibleString(schema, field, options);
    default:
      return byFieldName(field, options);
  }
};

/** The fields of an object schema (after optional/pipe wrappers), or none. */
const shapeOf = (schema: z.ZodType | undefined): Readonly<Record<string, z.ZodType>> => {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe')
    return shapeOf(def.in && defOf(def.in).type !== 'transform' ? def.in : def.out);
  if (def.innerType) return shapeOf(def.innerType);
  return {};
};

const absent = Symbol('absent');

/** Each field a value its own schema accepts (or left out when the guess was wrong). */
const plausibleObject = (schema: z.ZodType, options: ShapeOptions) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(shapeOf(schema)).map(([key, field]) => [
          key,
          plausibleValue(field, key, options).map((value) =>
            field.safeParse(value).success ? value : absent,
          ),
        ]),
      ),
    )
    .map((record) =>
      Object.fromEntries(Object.entries(record).filter(([, value]) => value !== absent)),
    );

/**
 * A body shaped like the route's own: plausible fields, then up to three of them (or extra
 * ones) made hostile, and sometimes one left out.
 */
export const shapedBody = (
  schema: z.ZodType | undefined,
  options: ShapeOptions,
): fc.Arbitrary<Record<string, unknown>> => {
  const keys = Object.keys(shapeOf(schema));
  const extra = fc.constantFrom('extraField', 'id', 'role', 'createdBy');
  const target =
    keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, extra) : extra;
  return fc
    .tuple(
      plausibleObject(schema ?? z.object({}), options),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([] as [string, unknown][]) },
        {
          weight: 5,
          arbitrary: fc.array(fc.tuple(target, hostileValue), { minLength: 1, maxLength: 3 }),
        },
      ),
      keys.length > 0 ? fc.subarray(keys, { maxLength: 1 }) : fc.constant([] as string[]),
      fc.nat(9),
    )
    .map(([plausible, hostile, dropped, dropChance]) => {
      const body: Record<string, unknown> = { ...plausible };
      for (const [key, value] of hostile) body[key] = value;
      if (dropChance === 0) for (const key of dropped) delete body[key];
      return body;
    });
};

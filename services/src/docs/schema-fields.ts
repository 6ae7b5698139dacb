import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** One field of an event's data, as an auditor reads it. */
export interface EventField {
  /** Dotted path; `[]` marks the items of a list (`phones[]`, `web.key`). */
  readonly path: string;
  readonly type: string;
  /** False when the field may be left out (a partial change carries only what changed). */
  readonly required: boolean;
  readonly nullable: boolean;
  /** Lengths, ranges, patterns and list sizes the schema enforces, in words. */
  readonly bounds: readonly string[];
}

const formatNames: Readonly<Record<string, string>> = {
  uuid: 'uuid',
  'date-time': 'timestamp (ISO 8601)',
  date: 'date (yyyy-MM-dd)',
  email: 'email',
};

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The alternatives of a schema without `null`, and whether `null` is one of them. */
const alternativesOf = (schema: JsonSchema): { options: JsonSchema[]; nullable: boolean } => {
  if (schema.anyOf) {
    const inner = schema.anyOf.map(alternativesOf);
    return {
      options: inner.flatMap((i) => i.options),
      nullable: inner.some((i) => i.nullable),
    };
  }
  if (schema.type === 'null') return { options: [], nullable: true };
  if (Array.isArray(schema.type))
    return {
      options: schema.type.filter((t) => t !== 'null').map((type) => ({ ...schema, type })),
      nullable: schema.type.includes('null'),
    };
  return { options: [schema], nullable: false };
};

const code = (value: unknown) => `\`${String(value)}\``;

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${min} ${unit}` : `${min}–${max} ${unit}`;
  if (min === 1 && unit === 'characters') return 'not empty';
  if (min !== undefined) return `at least ${min} ${unit}`;
  if (max !== undefined) return `at most ${max} ${unit}`;
  return null;
};

/** zod writes `.positive()` as an exclusive minimum and `.int()` as the safe-integer range. */
const numberBounds = (schema: JsonSchema): string[] => {
  const bounds: string[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof exclusiveMinimum === 'number') bounds.push(`> ${exclusiveMinimum}`);
  else if (minimum !== undefined && minimum > Number.MIN_SAFE_INTEGER) bounds.push(`≥ ${minimum}`);
  if (typeof exclusiveMaximum === 'number') bounds.push(`< ${exclusiveMaximum}`);
  else if (maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER) bounds.push(`≤ ${maximum}`);
  return bounds;
};

interface Described {
  readonly type: string;
  readonly bounds: string[];
}

const describeOne = (schema: JsonSchema): Described => {
  if (schema.const !== undefined) return { type: code(schema.const), bounds: [] };
  if (schema.enum) return { type: `one of ${schema.enum.map(code).join(', ')}`, bounds: [] };
  switch (schema.type) {
    case 'string': {
      const format = schema.format ? formatNames[schema.format] : undefined;
      const length = range(schema.minLength, schema.maxLength, 'characters');
      // A known format's pattern says nothing an auditor needs beyond the format's name.
      const pattern = !format && schema.pattern ? `matches ${code(schema.pattern)}` : null;
      return {
        type: format ?? 'text',
        bounds: [length, pattern].filter((b): b is string => b !== null),
      };
    }
    case 'integer':
    case 'number':
      return { type: schema.type, bounds: numberBounds(schema) };
    case 'boolean':
      return { type: 'boolean', bounds: [] };
    case 'array': {
      const items = isSchema(schema.items) ? describe(schema.items) : { type: 'value', bounds: [] };
      const size = range(schema.minItems, schema.maxItems, 'items');
      return {
        type: `list of ${items.type}`,
        bounds: [...(size ? [size] : []), ...items.bounds.map((b) => `each ${b}`)],
      };
    }
    case 'object':
      if (!schema.properties && isSchema(schema.additionalProperties))
        return { type: `map of text to ${describe(schema.additionalProperties).type}`, bounds: [] };
      return { type: 'object', bounds: [] };
    default:
      return { type: 'any JSON value', bounds: [] };
  }
};

/** Several string enums (a union of two lists) read as one list. */
const describe = (schema: JsonSchema): Described => {
  const { options } = alternativesOf(schema);
  if (options.length > 1 && options.every((o) => o.enum)) {
    const values = [...new Set(options.flatMap((o) => o.enum ?? []))];
    return { type: `one of ${values.map(code).join(', ')}`, bounds: [] };
  }
  const described = options.map(describeOne);
  return {
    type: described.map((d) => d.type).join(' or ') || 'null',
    bounds: described.flatMap((d) => d.bounds),
  };
};

/** The object (or list of objects) whose fields are listed beneath a field. */
const nestedObject = (schema: JsonSchema): { schema: JsonSchema; suffix: string } | null => {
  const [only] = alternativesOf(schema).options;
  if (!only) return null;
  if (only.type === 'object' && only.properties) return { schema: only, suffix: '' };
  if (only.type === 'array' && isSchema(only.items)) {
    const [item] = alternativesOf(only.items).options;
    if (item?.type === 'object' && item.properties) return { schema: item, suffix: '[]' };
  }
  return null;
};

const fieldsOf = (object: JsonSchema, prefix: string): EventField[] => {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    if (!isSchema(property)) return [];
    const path = `${prefix}${name}`;
    const nested = nestedObject(property);
    return [
      {
        path,
        ...describe(property),
        required: required.has(name),
        nullable: alternativesOf(property).nullable,
      },
      ...(nested ? fieldsOf(nested.schema, `${path}${nested.suffix}.`) : []),
    ];
  });
};

/**
 * The fields of an event's data schema, read from its JSON Schema (zod's own conversion, so the
 * catalogue says what the parser enforces). Input-side checks (`.refine`) cannot be expressed
 * and are left out; what the event schema states is listed.
 */
export const eventFields = (schema: z.ZodType): EventField[] =>
  fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '');

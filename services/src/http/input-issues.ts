import { isUnstorableText } from '@memorial-care/contracts/domain';
import { apiFieldErrorCodes, type ApiFieldErrorCode } from '@memorial-care/contracts/http';
import type { z } from 'zod';
import { ValidationError, type FieldError } from '../shared/errors';

export const unstorableTextMessage =
  'Contains a character that cannot be stored (a NUL or an unpaired surrogate)';

/**
 * Every place in a request's params, query or body (object keys too) holding a string
 * PostgreSQL cannot store. Iterative, so no nesting depth overflows the stack.
 */
export const findUnstorableText = (value: unknown, where: string): FieldError[] => {
  const found: FieldError[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: where }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (isUnstorableText(next.value))
        found.push({ path: next.path, message: unstorableTextMessage, code: 'invalid_text' });
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) =>
        pending.push({ value: item, path: `${next.path}.${index}` }),
      );
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        // The key itself is reported under a printable stand-in.
        const printable = isUnstorableText(key) ? '?' : key;
        if (printable === '?')
          found.push({
            path: `${next.path}.?`,
            message: unstorableTextMessage,
            code: 'invalid_text',
          });
        pending.push({ value: item, path: `${next.path}.${printable}` });
      }
    }
  }
  return found;
};

const isFieldErrorCode = (value: unknown): value is ApiFieldErrorCode =>
  apiFieldErrorCodes.some((code) => code === value);

const asBound = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
};

/**
 * A zod issue as the API answers it: a stable `code` (zod's, or a primitive's own from its
 * `params.code`) and the bound a translated message needs.
 */
export const fieldErrorOf = (issue: z.core.$ZodIssue, where: string): FieldError => {
  const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
  const code = isFieldErrorCode(params.code) ? params.code : issue.code;
  const maximum = asBound('maximum' in issue ? issue.maximum : params.maximum);
  const minimum = asBound('minimum' in issue ? issue.minimum : params.minimum);
  const origin = 'origin' in issue && typeof issue.origin === 'string' ? issue.origin : undefined;
  return {
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
    code,
    ...(maximum !== undefined ? { maximum } : {}),
    ...(minimum !== undefined ? { minimum } : {}),
    ...(origin !== undefined ? { origin } : {}),
  };
};

/**
 * Parses a route's params, query or body (or a multipart form's fields); 400 naming each problem.
 * Text PostgreSQL cannot store (NUL, lone surrogates) is refused here first, for every route,
 * with or without a schema: INVALID_TEXT.
 */
export const parseInput = <T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  where: string,
): T => {
  const unstorable = findUnstorableText(value, where);
  if (unstorable.length > 0)
    throw new ValidationError(unstorableTextMessage, unstorable, 'INVALID_TEXT');
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => fieldErrorOf(issue, where));
  throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
};

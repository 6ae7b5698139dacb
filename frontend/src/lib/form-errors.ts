import type { ApiFieldError } from '@memorial-care/contracts/http';
import type { FormInstance } from 'antd';
import { ApiRequestError } from './api-client';
import type { ServerErrorTexts } from './use-server-error-text';

/** One field's messages, ready for antd `form.setFields`. */
export interface FieldErrors<F extends string = string> {
  readonly name: F;
  readonly errors: string[];
}

export interface RoutedServerErrors<F extends string = string> {
  /** Ready for antd `form.setFields`. */
  fields: FieldErrors<F>[];
  /** Messages whose path names no field of the form; shown in the toast instead. */
  unmatched: string[];
}

/**
 * The form field a request key concerns: the form's field list where the fields carry the
 * request's own names, a Map where they differ (a Map, so a path like `body.constructor` finds
 * nothing).
 */
export type FieldLookup<F extends string> = readonly F[] | ReadonlyMap<string, F>;

type ServerFieldError = ApiFieldError;

const isFieldList = <F extends string>(lookup: FieldLookup<F>): lookup is readonly F[] =>
  Array.isArray(lookup);

function fieldOf<F extends string>(lookup: FieldLookup<F>, key: string | undefined): F | undefined {
  if (key === undefined) return undefined;
  if (!isFieldList(lookup)) return lookup.get(key);
  return lookup.find((field) => field === key);
}

function readErrors(body: unknown): ServerFieldError[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is ServerFieldError =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as ServerFieldError).path === 'string' &&
      typeof (e as ServerFieldError).message === 'string',
  );
}

/**
 * Routes a 400 body's `errors[]` (paths like `body.email` or `body.caretakerIds.0`) to the form
 * field they concern, so the user sees the server's reason next to the field. A message repeated
 * for one field is shown once.
 */
export function routeServerFieldErrors<F extends string>(
  body: unknown,
  formFields: FieldLookup<F>,
  fieldText: (item: ServerFieldError) => string = (item) => item.message,
): RoutedServerErrors<F> {
  const byField = new Map<F, string[]>();
  const unmatched: string[] = [];
  for (const item of readErrors(body)) {
    const { path } = item;
    const message = fieldText(item);
    const segments = path.split('.').filter(Boolean);
    const field = fieldOf(formFields, segments[0] === 'body' ? segments[1] : segments[0]);
    if (field !== undefined) {
      const messages = byField.get(field) ?? [];
      if (!messages.includes(message)) messages.push(message);
      byField.set(field, messages);
    } else {
      unmatched.push(message);
    }
  }
  return {
    fields: [...byField].map(([name, errors]) => ({ name, errors })),
    unmatched,
  };
}

/**
 * The field errors of a failed call: a 400's `errors[]` by field and, when the form names a
 * `conflictField`, a 409 (e.g. the email is taken) on that field. Anything that is not an API
 * answer has none. With `texts` (useServerErrorText), the messages are in the user's language.
 */
export function serverFieldErrorsOf<F extends string>(
  error: unknown,
  formFields: FieldLookup<F>,
  conflictField?: F,
  texts?: ServerErrorTexts,
): RoutedServerErrors<F> {
  if (!(error instanceof ApiRequestError)) return { fields: [], unmatched: [] };
  const conflictMessage = error.status === 409 ? error.body?.message : undefined;
  if (conflictField !== undefined && conflictMessage) {
    const message = texts ? texts.error(error, conflictMessage) : conflictMessage;
    return { fields: [{ name: conflictField, errors: [message] }], unmatched: [] };
  }
  return routeServerFieldErrors(error.body, formFields, texts?.field);
}

/** Puts the server's messages next to their fields and scrolls the first of them into view. */
export function showFieldErrors<V>(
  form: FormInstance<V>,
  fields: FieldErrors<Extract<keyof V, string>>[],
): void {
  const first = fields[0];
  if (!first) return;
  // antd cannot resolve its NamePath<V> for a generic V; a top-level key of V is one.
  const anyForm: FormInstance = form;
  anyForm.setFields(fields);
  anyForm.scrollToField(first.name, { block: 'center' });
}

export interface FieldErrors<F extends string = string> {
  name: F;
  errors: string[];
}

export interface RoutedServerErrors<F extends string = string> {
  /** Ready for antd `form.setFields`. */
  fields: FieldErrors<F>[];
  /** Messages whose path names no field of the form; shown in the toast instead. */
  unmatched: string[];
}

interface ServerFieldError {
  path: string;
  message: string;
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
 * Routes a 400 body's `errors[]` (paths like `body.name` or `body.caretakerIds.0`) to the form
 * field they concern, so the user sees the server's reason next to the field.
 */
export function routeServerFieldErrors<F extends string>(
  body: unknown,
  formFields: readonly F[],
): RoutedServerErrors<F> {
  const isFormField = (name: string | undefined): name is F =>
    name !== undefined && (formFields as readonly string[]).includes(name);
  const byField = new Map<F, string[]>();
  const unmatched: string[] = [];
  for (const { path, message } of readErrors(body)) {
    const segments = path.split('.').filter(Boolean);
    const field = segments[0] === 'body' ? segments[1] : segments[0];
    if (isFormField(field)) {
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

import type { ApiError } from '@memorial-care/contracts/http';
import type { RegistrationField } from './registration-form-values';

export interface RegistrationFieldErrors {
  readonly name: RegistrationField;
  readonly errors: string[];
}

/** Request key → form field (a Map: a path like `body.constructor` must find nothing). */
const fieldOfRequestKey = new Map<string, RegistrationField>([
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['country', 'country'],
  ['selectedPlan', 'selectedPlan'],
  ['password', 'password'],
  ['confirmPassword', 'confirmPassword'],
  ['deceasedName', 'deceasedName'],
  // Both ways of naming the cemetery come from the one AutoComplete.
  ['cemeteryId', 'cemetery'],
  ['cemeteryName', 'cemetery'],
  ['notes', 'notes'],
]);

/**
 * The server's field errors for antd `form.setFields`: a 400's `errors`
 * ([{path: 'body.email', message}]) by field, and a 409 (the email is taken) on the email.
 * Paths that name no field of the form are left out; the toast carries the server's message.
 */
export function registrationFieldErrors(
  status: number,
  body: ApiError | null,
): RegistrationFieldErrors[] {
  if (status === 409 && body?.message) return [{ name: 'email', errors: [body.message] }];
  const byField = new Map<RegistrationField, string[]>();
  for (const { path, message } of body?.errors ?? []) {
    const [first, second] = path.split('.');
    const field = fieldOfRequestKey.get((first === 'body' ? second : first) ?? '');
    if (!field) continue;
    const messages = byField.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byField.set(field, messages);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

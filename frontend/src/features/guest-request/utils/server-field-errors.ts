import type { ApiError } from '@memorial-care/contracts/http';
import { guestRequestFields, type GuestRequestField } from './guest-request-form-values';

export interface GuestRequestFieldErrors {
  readonly name: GuestRequestField;
  readonly errors: string[];
}

const isField = (key: string | undefined): key is GuestRequestField =>
  (guestRequestFields as readonly (string | undefined)[]).includes(key);

/**
 * A 400's `errors` ([{path: 'body.guestEmail', message}]) by form field, for antd
 * `form.setFields`; paths that name no field are left out (the toast has the server's message).
 */
export function guestRequestFieldErrors(body: ApiError | null): GuestRequestFieldErrors[] {
  const byField = new Map<GuestRequestField, string[]>();
  for (const { path, message } of body?.errors ?? []) {
    const [first, second] = path.split('.');
    const key = first === 'body' ? second : first;
    if (!isField(key)) continue;
    const messages = byField.get(key) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byField.set(key, messages);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

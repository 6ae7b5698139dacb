import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useBillingNotifications, type FailureKey } from './use-billing-notifications';

/**
 * What a billing dialog does with a refused request: a refusal code that belongs beside a field
 * (`fieldOfCode`, e.g. a bank reference recorded before) goes there, the server's field errors go
 * beside theirs, and the failure toast says the rest in the user's language.
 */
export function useFormFailure<V>(
  form: FormInstance<V>,
  fields: readonly Extract<keyof V, string>[],
  failureKey: FailureKey,
  fieldOfCode: Readonly<Record<string, Extract<keyof V, string>>> = {},
) {
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiRequestError ? error.body?.code : undefined;
      const field = code ? fieldOfCode[code] : undefined;
      if (field) {
        showFieldErrors(form, [{ name: field, errors: [serverText.error(error)] }]);
        notify.failure(failureKey, error);
        return;
      }
      const routed = serverFieldErrorsOf(error, fields, undefined, serverText);
      showFieldErrors(form, routed.fields);
      notify.failure(failureKey, error, routed.unmatched);
    },
    [form, fields, failureKey, fieldOfCode, notify, serverText],
  );
}

import type { FormRule } from 'antd';

/**
 * The form's checks live in utils/validate-request-form (all at once, on submit). This rule
 * always passes: antd runs it when the field changes, which clears the message the last submit
 * (or the server) put beside the field.
 */
export const clearsErrorOnChange: FormRule[] = [{ validator: () => Promise.resolve() }];

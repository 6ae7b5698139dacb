import { contactFieldLimits } from '@memorial-care/contracts/http';
import { Form, Input } from 'antd';

/**
 * The texts the contact fields show. Each form words them in its own namespace, under these
 * keys; the labels are the fields' accessible names.
 */
export type ContactTextKey =
  | 'fields.name'
  | 'fields.namePlaceholder'
  | 'required.name'
  | 'fields.email'
  | 'fields.emailPlaceholder'
  | 'required.email'
  | 'fields.phone'
  | 'fields.phoneHint'
  | 'required.phone';

export interface ContactFieldProps {
  /** The form field's name. */
  readonly name: string;
  /** The form's `t` (its namespace holds the ContactTextKey texts). */
  readonly t: (key: ContactTextKey) => string;
}

/** A text the user must fill in; blanks alone do not count. */
export const requiredText = (message: string) => [{ required: true, whitespace: true, message }];

export function FullNameField({ name, t }: ContactFieldProps) {
  return (
    <Form.Item name={name} label={t('fields.name')} rules={requiredText(t('required.name'))}>
      <Input
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        maxLength={contactFieldLimits.name}
      />
    </Form.Item>
  );
}

/** Checked when the user leaves it (and on submit), not at every keystroke. */
export function EmailField({ name, t }: ContactFieldProps) {
  return (
    <Form.Item
      name={name}
      label={t('fields.email')}
      validateTrigger={['onBlur', 'onSubmit']}
      rules={[
        ...requiredText(t('required.email')),
        { type: 'email', message: t('required.email') },
      ]}
    >
      <Input
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        maxLength={contactFieldLimits.email}
      />
    </Form.Item>
  );
}

export function PhoneField({ name, t }: ContactFieldProps) {
  return (
    <Form.Item
      name={name}
      label={t('fields.phone')}
      extra={t('fields.phoneHint')}
      rules={requiredText(t('required.phone'))}
    >
      <Input type="tel" autoComplete="tel" maxLength={contactFieldLimits.phone} />
    </Form.Item>
  );
}

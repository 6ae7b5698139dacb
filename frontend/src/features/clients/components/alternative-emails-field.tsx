import { listLimits } from '@memorial-care/contracts/domain';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { alternativeEmailsProblem, normalizeAlternativeEmails } from '../utils/alternative-emails';

/**
 * The family's other addresses as tags (Enter, comma, semicolon or space ends one): mail from
 * them is matched to the client. Checked as the server checks them, against the main email too.
 */
export function AlternativeEmailsField() {
  const { t } = useTranslation('clients');
  return (
    <Form.Item
      name="alternativeEmails"
      label={t('fields.alternativeEmails')}
      extra={t('form.alternativeEmailsHint', { max: listLimits.alternativeEmails })}
      dependencies={['email']}
      normalize={(value: string[] | undefined) => normalizeAlternativeEmails(value)}
      rules={[
        ({ getFieldValue }) => ({
          validator: async (_, value: string[] | undefined) => {
            const problem = alternativeEmailsProblem(value, getFieldValue('email') as string);
            if (problem?.kind === 'tooMany')
              throw new Error(t('validation.tooManyAlternativeEmails', { max: problem.max }));
            if (problem?.kind === 'invalid')
              throw new Error(t('validation.invalidAlternativeEmail', { email: problem.email }));
            if (problem?.kind === 'sameAsMain')
              throw new Error(t('validation.alternativeIsMainEmail'));
          },
        }),
      ]}
    >
      <Select
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={[',', ';', ' ']}
        maxCount={listLimits.alternativeEmails}
        placeholder={t('form.emailPlaceholder')}
        aria-label={t('fields.alternativeEmails')}
      />
    </Form.Item>
  );
}

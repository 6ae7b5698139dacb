import { countries, preferredLanguages, type ServicePlan } from '@memorial-care/contracts/domain';
import { registrationFieldLimits, type PublicCemetery } from '@memorial-care/contracts/http';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  FullNameField,
  PhoneField,
  requiredText,
} from '../../../components/contact-fields';
import { FieldPair } from '../../../components/form-dialog';
import { CemeteryField } from './cemetery-field';
import { PlanSelect } from './plan-select';

interface RegistrationFormFieldsProps {
  readonly cemeteries: readonly PublicCemetery[];
  readonly selectedPlan: ServicePlan;
}

/** The dialog's fields in four groups; the labels are the fields' accessible names. */
export function RegistrationFormFields({ cemeteries, selectedPlan }: RegistrationFormFieldsProps) {
  const { t } = useTranslation('registration');

  return (
    <>
      <Typography.Title
        level={5}
        className="registration-form__section registration-form__section--first"
      >
        {t('sections.you')}
      </Typography.Title>
      <FieldPair>
        <FullNameField name="name" t={t} />
        <EmailField name="email" t={t} />
        <PhoneField name="phone" t={t} />
        <Form.Item
          name="country"
          label={t('fields.country')}
          rules={[{ required: true, message: t('required.country') }]}
        >
          <Select
            options={countries.map((country) => ({
              value: country,
              label: t(`countries.${country}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="preferredLanguage"
          label={t('fields.preferredLanguage')}
          extra={t('fields.preferredLanguageHint')}
          rules={[{ required: true, message: t('required.preferredLanguage') }]}
        >
          <Select
            options={preferredLanguages.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            }))}
          />
        </Form.Item>
      </FieldPair>
      <Form.Item
        name="address"
        label={t('fields.address')}
        rules={requiredText(t('required.address'))}
      >
        <Input
          autoComplete="street-address"
          placeholder={t('fields.addressPlaceholder')}
          maxLength={registrationFieldLimits.address}
        />
      </Form.Item>

      <Typography.Title level={5} className="registration-form__section">
        {t('sections.plan')}
      </Typography.Title>
      <Form.Item
        name="selectedPlan"
        label={t('fields.plan')}
        extra={t(`planDescriptions.${selectedPlan}`)}
      >
        <PlanSelect />
      </Form.Item>

      <Typography.Title level={5} className="registration-form__section">
        {t('sections.grave')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="registration-form__hint">
        {t('sections.graveHint')}
      </Typography.Paragraph>
      <FieldPair>
        <Form.Item name="deceasedName" label={t('fields.deceasedName')}>
          <Input
            placeholder={t('fields.deceasedNamePlaceholder')}
            maxLength={registrationFieldLimits.deceasedName}
          />
        </Form.Item>
        <CemeteryField cemeteries={cemeteries} />
      </FieldPair>
      <Form.Item name="notes" label={t('fields.notes')}>
        <Input.TextArea
          placeholder={t('fields.notesPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={registrationFieldLimits.notes}
        />
      </Form.Item>

      <Typography.Title level={5} className="registration-form__section">
        {t('sections.account')}
      </Typography.Title>
      <FieldPair>
        <Form.Item
          name="password"
          label={t('fields.password')}
          extra={t('fields.passwordHint')}
          rules={[{ required: true, message: t('required.password') }]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={registrationFieldLimits.password}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          // Re-checked when the password changes, so a mismatch notice does not linger.
          dependencies={['password']}
          rules={[{ required: true, message: t('required.confirmPassword') }]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={registrationFieldLimits.password}
          />
        </Form.Item>
      </FieldPair>
    </>
  );
}

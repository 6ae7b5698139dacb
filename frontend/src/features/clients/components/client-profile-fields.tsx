import {
  preferredLanguages,
  reminderDaysBeforeLimits,
  servicePlans,
} from '@memorial-care/contracts/domain';
import { clientFieldLimits } from '@memorial-care/contracts/http';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { AlternativeEmailsField } from './alternative-emails-field';

/**
 * Name, email, alternative emails, phone, address, country, language, plan, reminder days, Instagram and notes:
 * both dialogs.
 */
export function ClientProfileFields() {
  const { t } = useTranslation('clients');
  const { t: tRequests } = useTranslation('serviceRequests');
  return (
    <>
      <FieldPair>
        <Form.Item
          name="name"
          label={t('fields.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }]}
        >
          <Input
            autoComplete="off"
            maxLength={clientFieldLimits.name}
            placeholder={t('form.namePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('fields.email')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('validation.invalidEmail') },
            { type: 'email', message: t('validation.invalidEmail') },
          ]}
        >
          <Input
            type="email"
            autoComplete="off"
            maxLength={clientFieldLimits.email}
            placeholder={t('form.emailPlaceholder')}
          />
        </Form.Item>
      </FieldPair>
      <AlternativeEmailsField />
      <FieldPair>
        <Form.Item name="phone" label={t('fields.phone')}>
          <Input type="tel" maxLength={clientFieldLimits.phone} />
        </Form.Item>
        <Form.Item name="country" label={t('fields.country')}>
          <Input maxLength={clientFieldLimits.country} />
        </Form.Item>
      </FieldPair>
      <Form.Item name="address" label={t('fields.address')}>
        <Input maxLength={clientFieldLimits.address} />
      </Form.Item>
      <FieldPair>
        <Form.Item name="preferredLanguage" label={t('fields.preferredLanguage')}>
          <Select
            options={preferredLanguages.map((value) => ({
              value,
              label: t(`language.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="selectedPlan" label={t('fields.selectedPlan')}>
          <Select
            allowClear
            placeholder={t('form.planPlaceholder')}
            options={servicePlans.map((value) => ({ value, label: tRequests(`plan.${value}`) }))}
          />
        </Form.Item>
      </FieldPair>
      <FieldPair>
        <Form.Item name="instagram" label={t('fields.instagram')}>
          <Input maxLength={clientFieldLimits.instagram} placeholder="@" />
        </Form.Item>
        <Form.Item
          name="reminderDaysBefore"
          label={t('fields.reminderDaysBefore')}
          extra={t('form.reminderDaysHint')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: reminderDaysBeforeLimits.min,
              max: reminderDaysBeforeLimits.max,
              message: t('validation.reminderDays', reminderDaysBeforeLimits),
            },
          ]}
        >
          <InputNumber
            min={reminderDaysBeforeLimits.min}
            max={reminderDaysBeforeLimits.max}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </FieldPair>
      <Form.Item name="notes" label={t('fields.notes')}>
        <Input.TextArea rows={3} maxLength={clientFieldLimits.notes} />
      </Form.Item>
    </>
  );
}

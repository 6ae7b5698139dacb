import { guestServiceTypes } from '@memorial-care/contracts/domain';
import { guestRequestFieldLimits } from '@memorial-care/contracts/http';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailField, FullNameField, PhoneField } from '../../../components/contact-fields';
import { FieldPair } from '../../../components/form-dialog';
import { urgencyOptions } from '../utils/urgency';

/** The dialog's fields; the labels are the fields' accessible names. */
export function GuestRequestFormFields() {
  const { t } = useTranslation('guestRequest');

  return (
    <>
      <FullNameField name="guestName" t={t} />
      <FieldPair>
        <EmailField name="guestEmail" t={t} />
        <PhoneField name="guestPhone" t={t} />
      </FieldPair>
      <Form.Item
        name="serviceType"
        label={t('fields.serviceType')}
        rules={[{ required: true, message: t('required.serviceType') }]}
      >
        <Select
          placeholder={t('fields.serviceTypePlaceholder')}
          options={guestServiceTypes.map((type) => ({
            value: type,
            label: t(`serviceTypes.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="priority" label={t('fields.urgency')}>
        <Select options={urgencyOptions(t)} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.message')}>
        <Input.TextArea
          placeholder={t('fields.messagePlaceholder')}
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={guestRequestFieldLimits.description}
        />
      </Form.Item>
    </>
  );
}

import { guestServiceTypes } from '@memorial-care/contracts/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { urgencyOptions } from '../utils/urgency';

/** The dialog's fields; the labels are the fields' accessible names. */
export function GuestRequestFormFields() {
  const { t } = useTranslation('guestRequest');
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <>
      <Form.Item name="guestName" label={t('fields.name')} rules={required(t('required.name'))}>
        <Input autoComplete="name" placeholder={t('fields.namePlaceholder')} maxLength={200} />
      </Form.Item>
      <div className="guest-request-form__pair">
        <Form.Item
          name="guestEmail"
          label={t('fields.email')}
          validateTrigger={['onBlur', 'onSubmit']}
          rules={[
            ...required(t('required.email')),
            { type: 'email', message: t('required.email') },
          ]}
        >
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            maxLength={254}
          />
        </Form.Item>
        <Form.Item
          name="guestPhone"
          label={t('fields.phone')}
          extra={t('fields.phoneHint')}
          rules={required(t('required.phone'))}
        >
          <Input type="tel" autoComplete="tel" maxLength={50} />
        </Form.Item>
      </div>
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
          maxLength={2000}
        />
      </Form.Item>
    </>
  );
}

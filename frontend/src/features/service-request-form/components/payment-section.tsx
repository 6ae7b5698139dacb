import { requestPaymentStatuses, servicePlans } from '@memorial-care/contracts/domain';
import { serviceRequestFieldLimits } from '@memorial-care/contracts/http';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { clearsErrorOnChange } from './field-rules';

/** Amount in EUR (0 to 10,000, cents), payment status, plan and special instructions. */
export function PaymentSection() {
  const { t } = useTranslation('serviceRequestForm');
  const { t: tr } = useTranslation('serviceRequests');

  return (
    <>
      <FieldPair>
        <Form.Item name="amount" label={t('fields.amount')} rules={clearsErrorOnChange}>
          {/* No min/max: antd would silently clamp 20000 to 10000 and -5 to 0; the form's
              checks say what is wrong instead (spec §5). */}
          <InputNumber
            step={0.01}
            precision={2}
            prefix="€"
            placeholder="0.00"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="paymentStatus"
          label={t('fields.paymentStatus')}
          rules={clearsErrorOnChange}
        >
          <Select
            options={requestPaymentStatuses.map((status) => ({
              value: status,
              label: tr(`paymentStatus.${status}`),
            }))}
          />
        </Form.Item>
      </FieldPair>
      <Form.Item name="planSelected" label={t('fields.plan')} rules={clearsErrorOnChange}>
        <Select
          allowClear
          placeholder={t('fields.planPlaceholder')}
          options={servicePlans.map((plan) => ({ value: plan, label: tr(`plan.${plan}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="specialInstructions"
        label={t('fields.specialInstructions')}
        rules={clearsErrorOnChange}
      >
        <Input.TextArea
          placeholder={t('fields.specialInstructionsPlaceholder')}
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={serviceRequestFieldLimits.specialInstructions}
        />
      </Form.Item>
    </>
  );
}

import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The caretaker's per-visit rate in EUR. No `min` on the input: antd would silently turn -5
 * into 0 (or drop it), so the user never saw why; the rule says it beside the field instead.
 */
export function PerVisitRateField() {
  const { t } = useTranslation('caretakers');
  return (
    <Form.Item
      name="perVisitRate"
      label={t('form.perVisitRate')}
      rules={[
        {
          validator: (_rule, value: string | number | null | undefined) =>
            value !== null && value !== undefined && value !== '' && Number(value) < 0
              ? Promise.reject(new Error(t('form.rateNegative')))
              : Promise.resolve(),
        },
      ]}
    >
      <InputNumber<string>
        stringMode
        step="0.01"
        precision={2}
        placeholder={t('form.ratePlaceholder')}
        prefix="€"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

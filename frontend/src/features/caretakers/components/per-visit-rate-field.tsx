import { Form, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The rate's rule: a negative rate is refused beside the field, in the user's language. */
export const perVisitRateRule = (t: TFunction<'caretakers'>) => ({
  validator: (_rule: unknown, value: string | number | null | undefined) =>
    value !== null && value !== undefined && value !== '' && Number(value) < 0
      ? Promise.reject(new Error(t('form.rateNegative')))
      : Promise.resolve(),
});

/**
 * The caretaker's per-visit rate in EUR. No `min` on the input: antd would silently turn -5
 * into 0 (or drop it), so the user never saw why; the rule says it beside the field instead.
 */
export function PerVisitRateField() {
  const { t } = useTranslation('caretakers');
  return (
    <Form.Item name="perVisitRate" label={t('form.perVisitRate')} rules={[perVisitRateRule(t)]}>
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

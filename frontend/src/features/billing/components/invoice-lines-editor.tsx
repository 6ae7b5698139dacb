import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { billingLimits } from '@memorial-care/contracts/domain';
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { emptyInvoiceLine, type InvoiceFormValues } from '../utils/invoice-form-values';
import { invoiceTotals, lineAmountOf, quantityOf, unitPriceOf } from '../utils/money';

/**
 * The invoice's lines (description, quantity, unit price; at least one, at most fifty), each
 * line's amount and the totals as the server will compute them, exact to the cent.
 */
export function InvoiceLinesEditor() {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const form = Form.useFormInstance<InvoiceFormValues>();
  const lines = Form.useWatch('lines', form) ?? [];
  const vatRate = Form.useWatch('vatRate', form);
  const totals = invoiceTotals(lines, vatRate);
  const maxPrice = format.eur(billingLimits.unitPriceMaxEur);

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ marginBottom: 8, fontSize: 'inherit', border: 0 }}>
        <Typography.Text strong>{t('newInvoice.lines')}</Typography.Text>
      </legend>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <Flex vertical gap={0}>
            {fields.map((field, index) => {
              const number = index + 1;
              const amount = lineAmountOf(lines[index]);
              const first = index === 0;
              return (
                <Flex
                  key={field.key}
                  gap="small"
                  wrap
                  align="start"
                  role="group"
                  aria-label={t('newInvoice.lineNumber', { index: number })}
                >
                  <Form.Item
                    name={[field.name, 'description']}
                    label={first ? t('newInvoice.description') : undefined}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('newInvoice.descriptionRequired'),
                      },
                    ]}
                    style={{ flex: '1 1 220px', marginBottom: 12 }}
                  >
                    <Input
                      aria-label={`${t('newInvoice.description')} (${number})`}
                      placeholder={first ? t('newInvoice.descriptionPlaceholder') : undefined}
                      maxLength={billingLimits.lineDescription}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={first ? t('newInvoice.quantity') : undefined}
                    rules={[
                      {
                        validator: (_rule, value: number | null | undefined) =>
                          quantityOf(value) !== null
                            ? Promise.resolve()
                            : Promise.reject(
                                new Error(
                                  t('newInvoice.quantityInvalid', {
                                    max: billingLimits.quantityMax,
                                  }),
                                ),
                              ),
                      },
                    ]}
                    style={{ width: 96, marginBottom: 12 }}
                  >
                    <InputNumber
                      aria-label={`${t('newInvoice.quantity')} (${number})`}
                      min={1}
                      max={billingLimits.quantityMax}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'unitPrice']}
                    label={first ? t('newInvoice.unitPrice') : undefined}
                    rules={[
                      {
                        validator: (_rule, value: string | undefined) =>
                          unitPriceOf(value) !== null
                            ? Promise.resolve()
                            : Promise.reject(
                                new Error(t('newInvoice.unitPriceInvalid', { max: maxPrice })),
                              ),
                      },
                    ]}
                    style={{ width: 150, marginBottom: 12 }}
                  >
                    <Input
                      aria-label={`${t('newInvoice.unitPrice')} (${number})`}
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={billingLimits.amountText}
                      placeholder="0.00"
                    />
                  </Form.Item>
                  <Form.Item
                    label={first ? t('newInvoice.lineAmount') : undefined}
                    style={{ width: 120, marginBottom: 12 }}
                  >
                    <Typography.Text
                      aria-label={`${t('newInvoice.lineAmount')} (${number})`}
                      style={{ display: 'block', textAlign: 'right', lineHeight: '32px' }}
                    >
                      {amount === null ? '—' : format.eur(amount)}
                    </Typography.Text>
                  </Form.Item>
                  <Form.Item label={first ? ' ' : undefined} style={{ marginBottom: 12 }}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('newInvoice.removeLine', { index: number })}
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Flex>
              );
            })}
            <div>
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= billingLimits.lines}
                onClick={() => add({ ...emptyInvoiceLine })}
              >
                {t('newInvoice.addLine')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
      <Flex vertical align="end" gap={2} style={{ marginTop: 12 }} aria-live="polite">
        <Typography.Text>
          {t('newInvoice.subtotal')}: {format.eur(totals.subtotal)}
        </Typography.Text>
        <Typography.Text>
          {t('newInvoice.vat', { rate: vatRate?.trim() || '0' })}: {format.eur(totals.vatAmount)}
        </Typography.Text>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('newInvoice.total')}: {format.eur(totals.total)}
        </Typography.Text>
        {!totals.complete && (
          <Typography.Text type="secondary">{t('newInvoice.incomplete')}</Typography.Text>
        )}
      </Flex>
    </fieldset>
  );
}

import {
  graveFieldLimits,
  graveServiceTypeSchema,
  visitFrequencies,
  type Grave,
} from '@memorial-care/contracts/http';
import { Button, Card, Checkbox, DatePicker, Flex, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { serverFieldErrorsOf } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useUpdateGrave } from '../api/update-grave';
import { useGraveNotifications } from '../hooks/use-grave-notifications';
import {
  careFormValuesToPatch,
  graveToCareFormValues,
  type GraveCareFormValues,
} from '../utils/important-dates';
import { graveDateFormat } from '../utils/grave-form-values';

const flags = ['deathAnniversary', 'birthday', 'easter', 'christmas', 'zadusnice'] as const;

/** The server's paths of the care wishes, mapped to this form's fields. */
const serverFields = new Map<string, keyof GraveCareFormValues>([
  ['importantDates', 'slavaName'],
  ['visitFrequency', 'visitFrequency'],
  ['preferredServiceType', 'preferredServiceType'],
  ['serviceNotes', 'serviceNotes'],
]);

/** The detail dialog's edit mode: important dates, visit frequency and service info, saved. */
export function GraveCareForm({
  grave,
  onDone,
}: {
  readonly grave: Grave;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('graves');
  const [form] = Form.useForm<GraveCareFormValues>();
  const update = useUpdateGrave();
  const notify = useGraveNotifications();
  const serverText = useServerErrorText();

  const save = (values: GraveCareFormValues) =>
    update.mutate(
      { id: grave.id, patch: careFormValuesToPatch(values) },
      {
        onSuccess: () => {
          notify.success('toasts.updated');
          onDone();
        },
        onError: (error) => {
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            serverFields,
            undefined,
            serverText,
          );
          if (fields.length > 0) form.setFields(fields);
          notify.failure('toasts.updateFailed', error, unmatched);
        },
      },
    );

  /** A slava needs name and day together, the other day label and date together. */
  const pairedWith =
    (other: keyof GraveCareFormValues, message: string) =>
    ({ getFieldValue }: { getFieldValue: (name: keyof GraveCareFormValues) => unknown }) => ({
      validator: (_rule: unknown, value: unknown) => {
        const otherValue = getFieldValue(other);
        const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : Boolean(v));
        return filled(otherValue) && !filled(value)
          ? Promise.reject(new Error(message))
          : Promise.resolve();
      },
    });

  return (
    <Form<GraveCareFormValues>
      form={form}
      name="grave-care-form"
      layout="vertical"
      initialValues={graveToCareFormValues(grave)}
      onFinish={save}
      scrollToFirstError
    >
      <Flex vertical gap="middle">
        <Card size="small" title={t('details.importantDates')}>
          <Form.Item label={t('details.careOnTheseDays')} style={{ marginBottom: 12 }}>
            <Flex wrap gap="small">
              {flags.map((flag) => (
                <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
                  <Checkbox>{t(`importantDates.${flag}`)}</Checkbox>
                </Form.Item>
              ))}
            </Flex>
          </Form.Item>
          <FieldPair>
            <Form.Item
              name="slavaName"
              label={t('details.slavaName')}
              dependencies={['slavaDate']}
              rules={[pairedWith('slavaDate', t('validation.slavaNameRequired'))]}
            >
              <Input
                maxLength={graveFieldLimits.slavaName}
                placeholder={t('details.slavaNamePlaceholder')}
              />
            </Form.Item>
            <Form.Item
              name="slavaDate"
              label={t('details.slavaDate')}
              dependencies={['slavaName']}
              rules={[pairedWith('slavaName', t('validation.slavaDateRequired'))]}
            >
              <DatePicker
                format="DD.MM."
                placeholder={t('details.slavaDatePlaceholder')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </FieldPair>
          <FieldPair>
            <Form.Item
              name="otherLabel"
              label={t('details.otherLabel')}
              dependencies={['otherDate']}
              rules={[pairedWith('otherDate', t('validation.otherLabelRequired'))]}
            >
              <Input
                maxLength={graveFieldLimits.otherLabel}
                placeholder={t('details.otherLabelPlaceholder')}
              />
            </Form.Item>
            <Form.Item
              name="otherDate"
              label={t('details.otherDate')}
              dependencies={['otherLabel']}
              rules={[pairedWith('otherLabel', t('validation.otherDateRequired'))]}
            >
              <DatePicker
                format={graveDateFormat}
                placeholder={t('form.datePlaceholder')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </FieldPair>
        </Card>

        <Card size="small" title={t('details.visitFrequency')}>
          <Form.Item name="visitFrequency" noStyle>
            <Radio.Group
              aria-label={t('details.visitFrequency')}
              options={visitFrequencies.map((value) => ({
                value,
                label: t(`visitFrequency.${value}`),
              }))}
            />
          </Form.Item>
        </Card>

        <Card size="small" title={t('details.serviceInfo')}>
          <Form.Item name="preferredServiceType" label={t('details.preferredService')}>
            <Select
              allowClear
              placeholder={t('details.notSet')}
              options={graveServiceTypeSchema.options.map((value) => ({
                value,
                label: t(`serviceTypes.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="serviceNotes"
            label={t('details.serviceNotes')}
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea rows={2} maxLength={graveFieldLimits.serviceNotes} />
          </Form.Item>
        </Card>

        <Flex justify="flex-end" gap="small">
          <Button onClick={onDone} disabled={update.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {update.isPending ? t('actions.saving') : t('actions.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

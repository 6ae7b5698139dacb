import { clientOrderMessages, type Grave } from '@memorial-care/contracts/http';
import { serviceDay, serviceTypes, textLimits } from '@memorial-care/contracts/domain';
import { Alert, Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useServiceTypeLabel } from '../../../lib/service-requests/use-service-type-label';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { usePlaceOrder } from '../api/place-order';
import { useBusyDayConfirm } from '../hooks/use-busy-day-confirm';
import { busyDayOf } from '../utils/busy-day';
import {
  orderFormFields,
  toOrderInput,
  type OrderFormValues,
  type SubmittedOrderValues,
} from '../utils/order-form-values';
import type { OrderPrefill } from '../utils/order-prefill';
import { OccasionTag } from './occasion-tag';

/** Where the family follows its order once it is sent: pending until the office schedules it. */
const requestListPath = '/client/service-requests';
const dateFormat = 'DD.MM.YYYY';

export interface ClientOrderFormProps {
  /** The client's own graves: the only ones the picker offers. */
  readonly graves: readonly Grave[];
  readonly prefill: OrderPrefill;
}

/** The order: grave, service, visit day (from today on in Serbia), notes; the occasion if any. */
export function ClientOrderForm({ graves, prefill }: ClientOrderFormProps) {
  const { t } = useTranslation('clientOrders');
  const [form] = Form.useForm<OrderFormValues>();
  const place = usePlaceOrder();
  const navigate = useNavigate();
  const toast = useToast();
  const serverText = useServerErrorText();
  const confirmBusyDay = useBusyDayConfirm();
  const serviceLabel = useServiceTypeLabel();
  // The graves are in Serbia: "today" is the day there, whatever the family's time zone.
  const today = useMemo(() => serviceDay(new Date()).date, []);

  const graveOptions = graves.map((grave) => ({
    value: grave.id,
    label: grave.cemetery ? `${grave.deceasedName} — ${grave.cemetery.name}` : grave.deceasedName,
  }));
  const serviceOptions = serviceTypes.map((type) => ({ value: type, label: serviceLabel(type) }));
  const initialValues: OrderFormValues = {
    graveId: prefill.graveId,
    serviceType: prefill.serviceType,
    visitDate: prefill.visitDate ? dayjs(prefill.visitDate) : null,
  };

  const showFailure = (error: unknown) => {
    const { fields, unmatched } = serverFieldErrorsOf(error, orderFormFields, undefined, {
      ...serverText,
      // The server's own words for a day already past, in the family's language.
      field: (item) =>
        item.message === clientOrderMessages.pastDate
          ? t('validation.pastDate')
          : serverText.field(item),
    });
    showFieldErrors(form, fields);
    const lines = [serverText.error(error, '', { listFields: false }), ...unmatched];
    toast.error(t('toasts.sendFailed'), lines.filter(Boolean).join(' ') || undefined);
  };

  const submit = async (values: SubmittedOrderValues, acceptBusyDay: boolean): Promise<void> => {
    try {
      await place.mutateAsync(toOrderInput(values, prefill.occasion, acceptBusyDay));
    } catch (error) {
      const busyDay = acceptBusyDay ? null : busyDayOf(error);
      if (busyDay) confirmBusyDay(busyDay, () => submit(values, true));
      else showFailure(error);
      return;
    }
    toast.success(t('toasts.sent'), t('toasts.sentHint'));
    void navigate(requestListPath);
  };

  return (
    <Form<OrderFormValues>
      form={form}
      name="client-order"
      layout="vertical"
      initialValues={initialValues}
      // The rules below require the grave, the service and the day.
      onFinish={(values) => void submit(values as SubmittedOrderValues, false)}
      scrollToFirstError
      style={{ maxWidth: 640 }}
    >
      {prefill.unknownGrave && (
        <Alert type="warning" showIcon title={t('graves.notYours')} style={{ marginBottom: 16 }} />
      )}
      {prefill.occasion && (
        <Form.Item label={t('form.occasion')}>
          <OccasionTag occasion={prefill.occasion} />
        </Form.Item>
      )}
      <Form.Item
        name="graveId"
        label={t('form.grave')}
        rules={[{ required: true, message: t('validation.graveRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('form.gravePlaceholder')}
          options={graveOptions}
        />
      </Form.Item>
      <Form.Item
        name="serviceType"
        label={t('form.serviceType')}
        rules={[{ required: true, message: t('validation.serviceTypeRequired') }]}
      >
        <Select placeholder={t('form.serviceTypePlaceholder')} options={serviceOptions} />
      </Form.Item>
      <Form.Item
        name="visitDate"
        label={t('form.visitDate')}
        extra={t('form.visitDateHint')}
        rules={[
          { required: true, message: t('validation.dateRequired') },
          {
            validator: (_rule, day: OrderFormValues['visitDate']) =>
              day && day.format('YYYY-MM-DD') < today
                ? Promise.reject(new Error(t('validation.pastDate')))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker
          format={dateFormat}
          placeholder={t('form.datePlaceholder')}
          disabledDate={(day) => day.format('YYYY-MM-DD') < today}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('form.notes')}>
        <Input.TextArea
          rows={4}
          maxLength={textLimits.instructions}
          placeholder={t('form.notesPlaceholder')}
        />
      </Form.Item>
      <Flex gap="small" justify="flex-end">
        <Button onClick={() => void navigate(-1)}>{t('form.back')}</Button>
        <Button type="primary" htmlType="submit" loading={place.isPending}>
          {t('form.submit')}
        </Button>
      </Flex>
    </Form>
  );
}

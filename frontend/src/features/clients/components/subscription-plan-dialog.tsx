import { billingLimits, servicePlans, type ServicePlan } from '@memorial-care/contracts/domain';
import type { Client } from '@memorial-care/contracts/http';
import { DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useTaggedEdit } from '../../../lib/use-tagged-edit';
import { getClientSubscriptionQueryOptions } from '../api/get-client-subscription';
import { useSetSubscription } from '../api/subscription-mutations';
import { useSubscriptionNotifications } from '../hooks/use-subscription-notifications';
import {
  isRunning,
  monthlyPricePrefill,
  monthlyPriceProblem,
  subscriptionFormFields,
  subscriptionToFormValues,
  subscriptionValuesToInput,
  type SubscriptionFormValues,
} from '../utils/subscription-form-values';

export interface SubscriptionPlanDialogProps {
  readonly client: Client;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Shown as "May 2026"; typed as "05.2026" or "2026-05" too. */
const monthFormats = ['MMMM YYYY', 'MM.YYYY', 'YYYY-MM'];

/**
 * Start Subscription (none running: plan, price, first month) and Change Plan (plan and price of
 * the running one, saved against the revision shown: a change made meanwhile is refused and the
 * dialog offers to reload). PUT /api/clients/{id}/subscription either way.
 */
export function SubscriptionPlanDialog({ client, open, onClose }: SubscriptionPlanDialogProps) {
  const { t } = useTranslation('clients');
  const { t: tRequests } = useTranslation('serviceRequests');
  const format = useFormat();
  const [form] = Form.useForm<SubscriptionFormValues>();
  const save = useSetSubscription();
  const notify = useSubscriptionNotifications();
  const serverText = useServerErrorText();
  const edit = useTaggedEdit(getClientSubscriptionQueryOptions(client.id), open);
  // The subscription the dialog works from: as fetched, but held while a save is on its way and
  // while the dialog closes, so that the saved subscription arriving meanwhile neither refills the
  // form nor turns Start Subscription into Change Plan before the user's eyes.
  const live = edit.data ?? null;
  const [current, setCurrent] = useState(live);
  if (open && !save.isPending && current !== live) setCurrent(live);
  const starting = !isRunning(current);
  const plan = Form.useWatch('plan', form);

  // Each opening (and each reload) starts from the subscription as it is now. Applied before the
  // browser paints, so the values never overwrite what was typed.
  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      subscriptionToFormValues(current, client.selectedPlan, dayjs().startOf('month')),
    );
  }, [open, form, current, client.selectedPlan]);

  const submit = (values: SubscriptionFormValues) =>
    save.mutate(
      {
        clientId: client.id,
        input: subscriptionValuesToInput(values, { starting }),
        etag: edit.etag,
      },
      {
        onSuccess: () => {
          notify.success(starting ? 'started' : 'changed');
          onClose();
        },
        onError: (error) => {
          if (edit.refusedAsStale(error)) return;
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            subscriptionFormFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          notify.failure(starting ? 'startFailed' : 'changeFailed', error, unmatched);
        },
      },
    );

  const priceMessage = (problem: 'required' | 'invalid') =>
    problem === 'required'
      ? t('subscription.form.priceRequired')
      : t('subscription.form.priceInvalid', {
          min: format.eur(0),
          max: format.eur(billingLimits.unitPriceMaxEur),
        });

  return (
    <Modal
      open={open}
      title={t(starting ? 'subscription.form.startTitle' : 'subscription.form.changeTitle')}
      width={520}
      okText={t(starting ? 'subscription.form.start' : 'subscription.form.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: edit.loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
    >
      <Form<SubscriptionFormValues>
        form={form}
        name="client-subscription"
        disabled={edit.loading}
        layout="vertical"
        initialValues={subscriptionToFormValues(
          null,
          client.selectedPlan,
          dayjs().startOf('month'),
        )}
        onFinish={submit}
        scrollToFirstError
      >
        <StaleEditAlert edit={edit} />
        <Typography.Paragraph type="secondary">
          {t(starting ? 'subscription.form.startIntro' : 'subscription.form.changeIntro')}
        </Typography.Paragraph>
        <Form.Item
          name="plan"
          label={t('subscription.plan')}
          rules={[{ required: true, message: t('subscription.form.planRequired') }]}
        >
          <Select<ServicePlan>
            placeholder={t('subscription.form.planPlaceholder')}
            options={servicePlans.map((value) => ({ value, label: tRequests(`plan.${value}`) }))}
            onChange={(value) =>
              form.setFieldValue('monthlyPrice', monthlyPricePrefill(value, current))
            }
          />
        </Form.Item>
        <Form.Item
          name="monthlyPrice"
          label={t('subscription.monthlyPrice')}
          required={plan === 'custom'}
          dependencies={['plan']}
          extra={plan === 'custom' ? t('subscription.form.customHint') : undefined}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) => {
                const problem = monthlyPriceProblem(getFieldValue('plan') as ServicePlan, value);
                return problem
                  ? Promise.reject(new Error(priceMessage(problem)))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <Input
            prefix="€"
            inputMode="decimal"
            autoComplete="off"
            maxLength={billingLimits.amountText}
            placeholder="0.00"
          />
        </Form.Item>
        {starting && (
          <Form.Item name="firstPeriod" label={t('subscription.form.firstPeriod')}>
            <DatePicker
              picker="month"
              format={monthFormats}
              allowClear={false}
              placeholder={t('subscription.form.firstPeriodPlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

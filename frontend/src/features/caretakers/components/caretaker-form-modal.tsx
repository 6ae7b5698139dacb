import {
  caretakerPaymentStatuses,
  paymentMethods,
  preferredLanguages,
  weekdays,
} from '@memorial-care/contracts/domain';
import { caretakerFieldLimits, type Caretaker } from '@memorial-care/contracts/http';
import { Alert, Checkbox, Col, Form, Input, Modal, Row, Select, Switch, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { serverFieldErrorsOf } from '../../../lib/form-errors';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useTaggedEdit } from '../../../lib/use-tagged-edit';
import { getTaggedCaretakerQueryOptions } from '../api/get-caretakers';
import { useCreateCaretaker } from '../api/create-caretaker';
import { useUpdateCaretaker } from '../api/update-caretaker';
import { useCaretakerNotifications } from '../hooks/use-caretaker-notifications';
import { PerVisitRateField } from './per-visit-rate-field';
import {
  caretakerFormFields,
  caretakerToFormValues,
  emptyCaretakerFormValues,
  formValuesToInput,
  type CaretakerFormValues,
} from '../utils/caretaker-form-values';

interface CaretakerFormModalProps {
  /** null adds a new caretaker; otherwise this one is edited. */
  caretaker: Caretaker | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

const half = { xs: 24, sm: 12 } as const;

export function CaretakerFormModal({
  caretaker,
  open,
  onClose,
  afterClose,
}: CaretakerFormModalProps) {
  const { t } = useTranslation('caretakers');
  const [form] = Form.useForm<CaretakerFormValues>();
  const create = useCreateCaretaker();
  const update = useUpdateCaretaker();
  const notify = useCaretakerNotifications();
  const serverText = useServerErrorText();
  const isEdit = caretaker !== null;
  const edit = useTaggedEdit(getTaggedCaretakerQueryOptions(caretaker?.id ?? ''), open && isEdit);

  // The caretaker as it is now (with its revision) replaces the list's row once it arrives, before
  // the form is enabled for input.
  useLayoutEffect(() => {
    if (edit.data) form.setFieldsValue(caretakerToFormValues(edit.data));
  }, [edit.data, form]);
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  const showFailure = (
    failureKey: 'toasts.createFailed' | 'toasts.updateFailed',
    error: unknown,
  ) => {
    // A 400 names the fields it rejects, a 409 concerns the email: say so next to the field.
    const { fields, unmatched } = serverFieldErrorsOf(
      error,
      caretakerFormFields,
      'email',
      serverText,
    );
    if (fields.length > 0) form.setFields(fields);
    notify.failure(failureKey, error, unmatched);
  };

  const submit = (values: CaretakerFormValues) => {
    const input = formValuesToInput(values);
    if (caretaker) {
      update.mutate(
        { id: caretaker.id, patch: input, etag: edit.etag },
        {
          onSuccess: () => {
            notify.success('toasts.updated');
            onClose();
          },
          onError: (error) => {
            if (!edit.refusedAsStale(error)) showFailure('toasts.updateFailed', error);
          },
        },
      );
    } else {
      create.mutate(
        { ...input, holidayDates: [] },
        {
          onSuccess: () => {
            notify.success('toasts.created');
            onClose();
          },
          onError: (error) => showFailure('toasts.createFailed', error),
        },
      );
    }
  };

  return (
    <Modal
      open={open}
      title={isEdit ? t('form.editTitle') : t('form.addTitle')}
      width={720}
      okText={isEdit ? t('form.save') : t('form.create')}
      cancelText={t('actions.cancel')}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ disabled: edit.loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
    >
      <Form<CaretakerFormValues>
        form={form}
        name="caretaker-form"
        disabled={edit.loading}
        layout="vertical"
        initialValues={caretaker ? caretakerToFormValues(caretaker) : emptyCaretakerFormValues}
        onFinish={submit}
        scrollToFirstError
      >
        <StaleEditAlert edit={edit} />
        <Form.Item name="name" label={t('form.name')} rules={required(t('form.nameRequired'))}>
          <Input autoFocus maxLength={caretakerFieldLimits.name} />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="email"
              label={t('form.email')}
              rules={[
                ...required(t('form.emailRequired')),
                { type: 'email', message: t('form.emailInvalid') },
              ]}
            >
              <Input type="email" maxLength={caretakerFieldLimits.email} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="phone"
              label={t('form.phone')}
              rules={required(t('form.phoneRequired'))}
            >
              <Input type="tel" maxLength={caretakerFieldLimits.phone} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="region" label={t('form.region')}>
              <Input
                placeholder={t('form.regionPlaceholder')}
                maxLength={caretakerFieldLimits.region}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <PerVisitRateField />
          </Col>
          <Col {...half}>
            <Form.Item name="preferredPaymentMethod" label={t('form.paymentMethod')}>
              <Select
                allowClear
                placeholder={t('form.paymentMethodPlaceholder')}
                options={paymentMethods.map((method) => ({
                  value: method,
                  label: t(`paymentMethod.${method}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="paymentStatus" label={t('form.paymentStatus')}>
              <Select
                options={caretakerPaymentStatuses.map((status) => ({
                  value: status,
                  label: t(`paymentStatus.${status}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="preferredLanguage"
              label={t('form.preferredLanguage')}
              extra={t('form.preferredLanguageHint')}
            >
              <Select
                options={preferredLanguages.map((language) => ({
                  value: language,
                  label: t(`language.${language}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="bankDetails" label={t('form.bankDetails')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={caretakerFieldLimits.bankDetails}
          />
        </Form.Item>
        <Form.Item name="preferredVisitDays" label={t('form.visitDays')}>
          <Checkbox.Group
            options={weekdays.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
          />
        </Form.Item>
        <Form.Item name="isActive" label={t('form.isActive')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!isEdit && (
          <Alert
            type="info"
            showIcon
            title={<Typography.Text>{t('form.inviteNote')}</Typography.Text>}
          />
        )}
      </Form>
    </Modal>
  );
}

import type { Priority } from '@memorial-care/contracts/domain';
import { priorities } from '@memorial-care/contracts/domain';
import { serviceRequestFieldLimits, type ServiceRequestView } from '@memorial-care/contracts/http';
import { Alert, Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestEditForm } from '../hooks/use-request-edit-form';
import { showsCompletedDate, type EditFormValues } from '../utils/edit-form';

/** The spec's date-time editing: local, to the minute. */
const dateTimeFormat = 'YYYY-MM-DD HH:mm';

/**
 * Request Management in edit mode: status, priority, scheduled and completed date-time (the
 * latter only when the request is or was completed) and notes. A caretaker gets the status
 * (and the completion time) only: the server takes nothing else from them.
 */
export function ManagementEditForm({
  request,
  edit,
}: {
  readonly request: ServiceRequestView;
  readonly edit: RequestEditForm;
}) {
  const { t } = useTranslation('serviceRequestDetails');
  const { t: tRequests } = useTranslation('serviceRequests');
  // A fresh form each time edit mode opens: it starts from the saved values, not the last draft.
  const [form] = Form.useForm<EditFormValues>();
  const status = Form.useWatch('status', form);
  const may = (field: keyof EditFormValues) => edit.editableFields.includes(field);
  const isCaretaker = !may('priority');

  return (
    <Form<EditFormValues>
      form={form}
      layout="vertical"
      initialValues={edit.initialValues}
      onFinish={edit.save}
      disabled={edit.saving}
    >
      <Form.Item name="status" label={t('management.status')}>
        <Select
          options={edit.statusOptions.map((value) => ({
            value,
            label: tRequests(`status.${value}`),
          }))}
        />
      </Form.Item>
      {may('priority') && (
        <Form.Item name="priority" label={t('management.priority')}>
          <Select
            options={priorities.map((value: Priority) => ({
              value,
              label: tRequests(`priority.${value}`),
            }))}
          />
        </Form.Item>
      )}
      {may('scheduledDate') && (
        <Form.Item name="scheduledDate" label={t('management.scheduledDate')}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={dateTimeFormat}
            placeholder={t('management.datePlaceholder')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      {may('completedDate') && showsCompletedDate(status, request.status) && (
        <Form.Item
          name="completedDate"
          label={t('management.completedDate')}
          extra={t('management.completedHint')}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={dateTimeFormat}
            placeholder={t('management.datePlaceholder')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      {may('specialInstructions') && (
        <Form.Item name="specialInstructions" label={t('management.notes')}>
          <Input.TextArea
            rows={3}
            maxLength={serviceRequestFieldLimits.specialInstructions}
            placeholder={t('management.notesPlaceholder')}
          />
        </Form.Item>
      )}
      {isCaretaker && (
        <Alert
          type="info"
          showIcon
          title={t('management.caretakerHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={edit.saving}>
          {edit.saving ? t('management.saving') : t('management.save')}
        </Button>
      </Flex>
    </Form>
  );
}

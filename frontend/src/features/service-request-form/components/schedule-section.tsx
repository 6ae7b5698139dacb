import { priorities, requestStatuses } from '@memorial-care/contracts/domain';
import type { Caretaker } from '@memorial-care/contracts/http';
import { DatePicker, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldPair } from '../../../components/form-dialog';
import { clearsErrorOnChange } from './field-rules';
import { caretakerChoices, caretakerOptionLabel, isDisabledVisitDay } from '../utils/options';
import type { RequestServiceType } from '../utils/request-form-values';

export interface ScheduleSectionProps {
  readonly serviceTypes: readonly RequestServiceType[];
  readonly caretakers: readonly Caretaker[];
  readonly caretakersLoading: boolean;
  /** The edited request's caretaker, offered even when no longer active. */
  readonly assignedCaretakerId: string | null;
}

/** Service type, caretaker (with the days they work), visit date to the minute, status, priority. */
export function ScheduleSection({
  serviceTypes,
  caretakers,
  caretakersLoading,
  assignedCaretakerId,
}: ScheduleSectionProps) {
  const { t } = useTranslation('serviceRequestForm');
  const { t: tr } = useTranslation('serviceRequests');

  return (
    <>
      <FieldPair>
        <Form.Item
          name="serviceType"
          label={t('fields.serviceType')}
          required
          rules={clearsErrorOnChange}
        >
          <Select
            placeholder={t('fields.serviceTypePlaceholder')}
            options={serviceTypes.map((type) => ({
              value: type,
              label: tr(`serviceType.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="caretakerId" label={t('fields.caretaker')} rules={clearsErrorOnChange}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={caretakersLoading}
            placeholder={t('fields.caretakerPlaceholder')}
            options={caretakerChoices(caretakers, assignedCaretakerId).map((caretaker) => ({
              value: caretaker.id,
              label: caretakerOptionLabel(t, caretaker),
            }))}
          />
        </Form.Item>
      </FieldPair>
      <Form.Item name="scheduledDate" label={t('fields.visitDate')} rules={clearsErrorOnChange}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={t('fields.visitDatePlaceholder')}
          disabledDate={(day) => isDisabledVisitDay(day)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <FieldPair>
        <Form.Item name="status" label={t('fields.status')} rules={clearsErrorOnChange}>
          <Select
            options={requestStatuses.map((status) => ({
              value: status,
              label: tr(`status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('fields.priority')} rules={clearsErrorOnChange}>
          <Select
            options={priorities.map((priority) => ({
              value: priority,
              label: tr(`priority.${priority}`),
            }))}
          />
        </Form.Item>
      </FieldPair>
    </>
  );
}

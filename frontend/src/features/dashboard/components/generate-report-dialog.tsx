import type { MonthlyReportFormat } from '@memorial-care/contracts/http';
import { DatePicker, Form, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useToast } from '../../../lib/toast';
import { useDownloadMonthlyReport } from '../api/download-monthly-report';

/** Picks a month (this one by default) and CSV or PDF, and downloads the monthly report. */
export function GenerateReportDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const serverText = useServerErrorText();
  const download = useDownloadMonthlyReport();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [format, setFormat] = useState<MonthlyReportFormat>('csv');

  const submit = () =>
    download.mutate(
      { month: month.format('YYYY-MM'), format },
      {
        onSuccess: () => {
          toast.success(t('report.downloaded'));
          onClose();
        },
        onError: (error) => toast.error(t('report.failed'), serverText.error(error, '')),
      },
    );

  return (
    <Modal
      open={open}
      title={t('report.title')}
      okText={t('report.download')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={download.isPending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('report.month')}>
          <DatePicker
            picker="month"
            value={month}
            allowClear={false}
            disabledDate={(day) => day.isAfter(dayjs(), 'month') || day.year() < 2000}
            onChange={(value) => value && setMonth(value)}
          />
        </Form.Item>
        <Form.Item label={t('report.format')}>
          <Radio.Group
            value={format}
            onChange={(event) => setFormat(event.target.value as MonthlyReportFormat)}
            options={[
              { value: 'csv', label: 'CSV' },
              { value: 'pdf', label: 'PDF' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

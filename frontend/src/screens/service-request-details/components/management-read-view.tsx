import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { PriorityTag, StatusTag } from '../../../components/request-tags';

const Muted = ({ children }: { readonly children: string }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);

/** Request Management in read mode; empty values read 'Not scheduled', 'Not completed'… */
export function ManagementReadView({ request }: { readonly request: ServiceRequestView }) {
  const { t } = useTranslation('serviceRequestDetails');
  const format = useFormat();

  const items = [
    {
      key: 'status',
      label: t('management.status'),
      children: <StatusTag status={request.status} />,
    },
    {
      key: 'priority',
      label: t('management.priority'),
      children: <PriorityTag priority={request.priority} />,
    },
    {
      key: 'scheduledDate',
      label: t('management.scheduledDate'),
      children: request.scheduledDate ? (
        format.dateTime(request.scheduledDate)
      ) : (
        <Muted>{t('management.notScheduled')}</Muted>
      ),
    },
    {
      key: 'completedDate',
      label: t('management.completedDate'),
      children: request.completedDate ? (
        format.dateTime(request.completedDate)
      ) : (
        <Muted>{t('management.notCompleted')}</Muted>
      ),
    },
    {
      key: 'notes',
      label: t('management.notes'),
      children: request.specialInstructions ? (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {request.specialInstructions}
        </Typography.Paragraph>
      ) : (
        <Muted>{t('management.noInstructions')}</Muted>
      ),
    },
  ];

  return <Descriptions column={1} size="small" items={items} />;
}

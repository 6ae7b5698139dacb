import type { MailDeliveryStatus } from '@memorial-care/contracts/http';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const statusColor: Readonly<Record<MailDeliveryStatus, string>> = {
  queued: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};

export function MailStatusTag({ status }: { readonly status: MailDeliveryStatus }) {
  const { t } = useTranslation('mailDeliveries');
  return <Tag color={statusColor[status]}>{t(`status.${status}`)}</Tag>;
}

import {
  requestStatusColor,
  type Priority,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const priorityColor: Record<Priority, string> = {
  low: 'default',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** A request's status as a coloured, read-only badge (what clients see). */
export function StatusTag({ status }: { readonly status: RequestStatus }) {
  const { t } = useTranslation('serviceRequests');
  return <Tag color={requestStatusColor[status]}>{t(`status.${status}`)}</Tag>;
}

/** "URGENT PRIORITY" and its siblings, for the details dialog's title. */
export function PriorityTag({
  priority,
  long = false,
}: {
  readonly priority: Priority;
  readonly long?: boolean;
}) {
  const { t } = useTranslation('serviceRequests');
  return (
    <Tag color={priorityColor[priority]}>
      {long ? t(`priorityBadge.${priority}`) : t(`priority.${priority}`)}
    </Tag>
  );
}

import type { MailDelivery } from '@memorial-care/contracts/http';
import { Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { mailListPageSize } from '../utils/mail-list-query';
import { useMailKindLabel } from '../utils/use-mail-kind-label';
import { MailStatusTag } from './mail-status-tag';
import { RetryMailButton } from './retry-mail-button';

interface MailDeliveriesTableProps {
  readonly items: readonly MailDelivery[];
  readonly total: number;
  readonly page: number;
  readonly loading: boolean;
  readonly emptyText: string;
  /** The mail whose details are open (a notification's link): its row is framed. */
  readonly highlightedJobId: string | null;
  readonly onPageChange: (page: number) => void;
  readonly onOpenDetails: (jobId: string) => void;
}

const nothing = '—';

/** A long text on one line, whole in its tooltip. */
const clipped = (text: string, maxWidth: number, type?: 'secondary' | 'danger') => (
  <Typography.Text type={type} ellipsis={{ tooltip: text }} style={{ maxWidth }}>
    {text}
  </Typography.Text>
);

/** One page of the outgoing mail, newest first; a failed mail has its Retry. */
export function MailDeliveriesTable(props: MailDeliveriesTableProps) {
  const { items, total, page, loading, emptyText, highlightedJobId } = props;
  const { t } = useTranslation('mailDeliveries');
  const format = useFormat();
  const kindLabel = useMailKindLabel();
  const time = (value: string | null) =>
    value === null ? nothing : <time dateTime={value}>{format.dateTime(value)}</time>;

  const columns: TableColumnsType<MailDelivery> = [
    {
      key: 'recipient',
      title: t('columns.recipient'),
      render: (_, mail) => clipped(mail.recipient, 220),
    },
    {
      key: 'subject',
      title: t('columns.subject'),
      render: (_, mail) => clipped(mail.subject, 220),
    },
    { key: 'kind', title: t('columns.kind'), render: (_, mail) => kindLabel(mail.kind) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, mail) => <MailStatusTag status={mail.status} />,
    },
    { key: 'attempts', title: t('columns.attempts'), dataIndex: 'attempts', align: 'right' },
    {
      key: 'lastError',
      title: t('columns.lastError'),
      render: (_, mail) =>
        mail.lastError === null
          ? nothing
          : clipped(mail.lastError, 240, mail.status === 'sent' ? 'secondary' : 'danger'),
    },
    { key: 'created', title: t('columns.created'), render: (_, mail) => time(mail.createdAt) },
    { key: 'sent', title: t('columns.sent'), render: (_, mail) => time(mail.sentAt) },
    {
      key: 'actions',
      title: t('columns.actions'),
      // Always in view, however far the row scrolls: Retry is what a failed row is for.
      fixed: 'right',
      render: (_, mail) => (
        <Flex gap="small" wrap={false}>
          <Button size="small" type="link" onClick={() => props.onOpenDetails(mail.jobId)}>
            {t('actions.details')}
          </Button>
          {mail.status === 'failed' && <RetryMailButton delivery={mail} />}
        </Flex>
      ),
    },
  ];

  return (
    <Table<MailDelivery>
      aria-label={t('page.label')}
      className="mail-deliveries__table"
      rowKey="jobId"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={[...items]}
      rowClassName={(mail) =>
        mail.jobId === highlightedJobId ? 'mail-deliveries__row--highlighted' : ''
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={{
        current: page,
        pageSize: mailListPageSize,
        total,
        showSizeChanger: false,
        showTotal: (count) => t('page.total', { count }),
        onChange: props.onPageChange,
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}

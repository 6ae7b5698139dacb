import type { MailDelivery } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Flex, Grid, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { getMailDeliveriesQueryOptions } from '../api/get-mail-deliveries';
import { toOneMailDeliveryQuery } from '../utils/mail-list-query';
import { pendingRefreshInterval } from '../utils/pending-refresh';
import { useMailKindLabel } from '../utils/use-mail-kind-label';
import { MailStatusTag } from './mail-status-tag';
import { RetryMailButton } from './retry-mail-button';

/** One mail in full: where it stands, every date, and its whole last error; Retry if it failed. */
export function MailDeliveryDrawer({
  jobId,
  onClose,
}: {
  readonly jobId: string | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('mailDeliveries');
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={jobId !== null}
      onClose={onClose}
      title={t('details.title')}
      size={screens.md ? 560 : '100%'}
      destroyOnHidden
      closable={{ 'aria-label': t('details.close') }}
    >
      {jobId !== null && <MailDeliveryDetails jobId={jobId} />}
    </Drawer>
  );
}

function MailDeliveryDetails({ jobId }: { readonly jobId: string }) {
  const { t } = useTranslation('mailDeliveries');
  const delivery = useQuery({
    ...getMailDeliveriesQueryOptions(toOneMailDeliveryQuery(jobId)),
    refetchInterval: (query) => pendingRefreshInterval(query.state.data?.items),
  });
  if (delivery.isPending) return <Spin />;
  if (delivery.isError)
    return (
      <LoadFailedAlert
        title={t('details.loadFailed')}
        retryLabel={t('page.retry')}
        query={delivery}
      />
    );
  const mail = delivery.data.items[0];
  if (!mail) return <Alert type="warning" showIcon title={t('details.notFound')} />;
  return <MailDeliveryFacts mail={mail} />;
}

function MailDeliveryFacts({ mail }: { readonly mail: MailDelivery }) {
  const { t } = useTranslation('mailDeliveries');
  const format = useFormat();
  const kindLabel = useMailKindLabel();
  const time = (value: string) => <time dateTime={value}>{format.dateTime(value)}</time>;
  return (
    <Flex vertical gap="large">
      {mail.lastError !== null && (
        <Alert
          type={mail.status === 'failed' ? 'error' : 'warning'}
          showIcon
          title={t('columns.lastError')}
          description={<pre className="mail-deliveries__error">{mail.lastError}</pre>}
        />
      )}
      {mail.status === 'failed' && (
        <div>
          <RetryMailButton delivery={mail} type="primary" />
        </div>
      )}
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'recipient', label: t('columns.recipient'), children: mail.recipient },
          { key: 'subject', label: t('columns.subject'), children: mail.subject },
          {
            key: 'status',
            label: t('columns.status'),
            children: <MailStatusTag status={mail.status} />,
          },
          {
            key: 'kind',
            label: t('details.kind'),
            children: (
              <Flex gap="small" wrap>
                {kindLabel(mail.kind)}
                <Typography.Text type="secondary" code>
                  {mail.kind}
                </Typography.Text>
              </Flex>
            ),
          },
          { key: 'attempts', label: t('columns.attempts'), children: mail.attempts },
          { key: 'created', label: t('columns.created'), children: time(mail.createdAt) },
          { key: 'updated', label: t('details.updated'), children: time(mail.updatedAt) },
          {
            key: 'sent',
            label: t('columns.sent'),
            children: mail.sentAt === null ? t('details.notSent') : time(mail.sentAt),
          },
          {
            key: 'about',
            label: t('details.about'),
            children: <Typography.Text copyable>{mail.refId}</Typography.Text>,
          },
          {
            key: 'jobId',
            label: t('details.jobId'),
            children: <Typography.Text copyable>{mail.jobId}</Typography.Text>,
          },
        ]}
      />
    </Flex>
  );
}

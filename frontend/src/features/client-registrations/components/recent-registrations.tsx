import type { ApproveResult, RecentRegistration } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failedInviteMails } from '../lib/invite-status';
import './client-registrations.css';
import { RegistrationCard } from './registration-card';
import { useServerErrorText } from '../../../lib/use-server-error-text';

interface RecentRegistrationsProps {
  readonly query: UseQueryResult<RecentRegistration[]>;
  readonly now: Date;
  readonly onInviteIssued: (result: ApproveResult) => void;
  readonly onOpenDetails: (id: string) => void;
}

/** The recent (automatically approved) registrations, with their count and invite states. */
export function RecentRegistrations({
  query,
  now,
  onInviteIssued,
  onOpenDetails,
}: RecentRegistrationsProps) {
  const { t } = useTranslation('clientRegistrations');
  const serverText = useServerErrorText();
  const headingId = 'recent-registrations-heading';
  const registrations = query.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" gap="small" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} id={headingId} style={{ margin: 0 }}>
          {t('recent.title')}
        </Typography.Title>
        {registrations.length > 0 && (
          <Tag color="gold">{t('recent.count', { count: registrations.length })}</Tag>
        )}
      </Flex>

      {query.isPending && (
        <div className="registrations__grid" role="status" aria-busy>
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <Skeleton active paragraph={{ rows: 5 }} />
            </Card>
          ))}
        </div>
      )}

      {query.isError && (
        <Card>
          <Result
            status="warning"
            title={t('loadFailed')}
            subTitle={serverText.error(query.error)}
            extra={
              <Button onClick={() => void query.refetch()} loading={query.isFetching}>
                {t('retry')}
              </Button>
            }
          />
        </Card>
      )}

      {query.isSuccess && registrations.length === 0 && (
        <Card>
          <Empty description={t('empty.title')}>
            <Typography.Text type="secondary">{t('empty.hint')}</Typography.Text>
          </Empty>
        </Card>
      )}

      {query.isSuccess && registrations.length > 0 && (
        <Flex vertical gap="middle">
          {failedInviteMails(registrations).length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t('failedMails.title')}
              description={t('failedMails.hint')}
            />
          )}
          <ul className="registrations__grid">
            {registrations.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard
                  registration={registration}
                  now={now}
                  onInviteIssued={onInviteIssued}
                  onOpenDetails={() => onOpenDetails(registration.id)}
                />
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </section>
  );
}

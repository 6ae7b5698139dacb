import { pageLimits } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { getOpenEarningsQueryOptions } from '../api/get-open-earnings';
import { getPayoutsQueryOptions } from '../api/get-payouts';
import { PayoutLinesTable } from './payout-lines-table';
import { PayoutStatementsTable } from './payout-statements-table';

/**
 * Caretaker: Payouts (/caretaker/payouts): their own open earnings (70% of each completed task)
 * and their statements with the tasks in them. The server answers only their own.
 */
export function CaretakerPayoutsPage() {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const earnings = useQuery(getOpenEarningsQueryOptions());
  const [page, setPage] = useState(1);
  const pageSize = pageLimits.defaultPageSize;
  const statements = useQuery(getPayoutsQueryOptions({ page, pageSize }));

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
          {t('caretaker.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('caretaker.subtitle')}</Typography.Text>
      </div>

      <Card title={t('caretaker.openTitle')}>
        {earnings.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : earnings.isError ? (
          <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={earnings} />
        ) : (
          <Flex vertical gap="middle">
            <Statistic
              title={t('caretaker.openHint')}
              value={format.eur(earnings.data.total)}
              suffix={
                <Typography.Text type="secondary">
                  {t('tasksCount', { count: earnings.data.earnings.length })}
                </Typography.Text>
              }
            />
            <PayoutLinesTable
              lines={earnings.data.earnings}
              label={t('openLinesLabel')}
              emptyText={t('caretaker.openEmpty')}
            />
          </Flex>
        )}
      </Card>

      <Card title={t('caretaker.statementsTitle')}>
        <PayoutStatementsTable
          viewer="caretaker"
          statements={statements}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </Card>
    </Flex>
  );
}

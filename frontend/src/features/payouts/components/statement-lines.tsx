import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { getPayoutQueryOptions } from '../api/get-payout';
import { PayoutLinesTable } from './payout-lines-table';

/** A statement's tasks, read when its row is opened. */
export function StatementLines({ id, month }: { readonly id: string; readonly month: string }) {
  const { t } = useTranslation('payouts');
  const statement = useQuery(getPayoutQueryOptions(id));
  if (statement.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (statement.isError)
    return <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={statement} />;
  return <PayoutLinesTable lines={statement.data.lines} label={t('linesLabel', { month })} />;
}

import { pageLimits } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPaymentsQueryOptions } from '../api/get-payments';
import { PaymentsTable } from './payments-table';

/** The admin's Payments tab: every payment recorded, newest first, paged by the server. */
export function PaymentsTab() {
  const { t } = useTranslation('billing');
  const [page, setPage] = useState(1);
  const pageSize = pageLimits.defaultPageSize;
  const payments = useQuery(getPaymentsQueryOptions({ page, pageSize }));
  return (
    <PaymentsTable
      viewer="admin"
      payments={payments}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => setPage(next)}
      label={t('payments.label')}
      emptyText={t('payments.empty')}
      loadFailedText={t('payments.loadFailed')}
    />
  );
}

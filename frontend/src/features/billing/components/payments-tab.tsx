import { pageLimits } from '@memorial-care/contracts/domain';
import type { Payment } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPaymentsQueryOptions } from '../api/get-payments';
import { PaymentsTable } from './payments-table';
import { RefundPaymentModal } from './refund-payment-modal';

interface RefundDialog {
  /** Kept while the dialog closes. */
  readonly payment: Payment | null;
  readonly open: boolean;
}

/**
 * The admin's Payments tab: every payment recorded, newest first, paged by the server, with
 * what was refunded of each and a Refund action.
 */
export function PaymentsTab() {
  const { t } = useTranslation('billing');
  const [page, setPage] = useState(1);
  const pageSize = pageLimits.defaultPageSize;
  const payments = useQuery(getPaymentsQueryOptions({ page, pageSize }));
  const [refunding, setRefunding] = useState<RefundDialog>({ payment: null, open: false });
  const onRefund = useCallback((payment: Payment) => setRefunding({ payment, open: true }), []);
  return (
    <>
      <PaymentsTable
        viewer="admin"
        payments={payments}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => setPage(next)}
        label={t('payments.label')}
        emptyText={t('payments.empty')}
        loadFailedText={t('payments.loadFailed')}
        onRefund={onRefund}
      />
      <RefundPaymentModal
        payment={refunding.payment}
        open={refunding.open}
        onClose={() => setRefunding((s) => ({ ...s, open: false }))}
        afterClose={() => setRefunding({ payment: null, open: false })}
      />
    </>
  );
}

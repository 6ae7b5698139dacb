import { useTranslation } from 'react-i18next';
import { AdminPaymentsPage } from '../../features/billing/components/admin-payments-page';
import { AdminPayoutsSection } from '../../features/payouts/components/admin-payouts-section';

/** The admin's Payments page with the caretakers' payouts as one of its tabs. */
export function AdminPaymentsScreen() {
  const { t } = useTranslation('payouts');
  return (
    <AdminPaymentsPage
      extraTabs={[{ key: 'payouts', label: t('admin.tab'), children: <AdminPayoutsSection /> }]}
    />
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExportInvoicesCsv } from '../api/export-invoices-csv';
import { useBillingNotifications } from '../hooks/use-billing-notifications';
import { toInvoiceExportQuery, type InvoiceListState } from '../utils/invoice-list-query';

interface ExportInvoicesButtonProps {
  /** The list as the admin sees it: its filters and order are exported, every page of it. */
  readonly state: InvoiceListState;
}

/** Export CSV: every invoice the current filters match, as a dated file. */
export function ExportInvoicesButton({ state }: ExportInvoicesButtonProps) {
  const { t } = useTranslation('billing');
  const exportCsv = useExportInvoicesCsv();
  const notify = useBillingNotifications();

  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={exportCsv.isPending}
      title={t('exportCsv.label')}
      onClick={() =>
        exportCsv.mutate(toInvoiceExportQuery(state), {
          onError: (error) => notify.failure('reportToasts.exportFailed', error),
        })
      }
    >
      {t('exportCsv.button')}
    </Button>
  );
}

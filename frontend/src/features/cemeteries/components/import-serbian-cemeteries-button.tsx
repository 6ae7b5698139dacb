import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImportSerbianCemeteries } from '../api/import-serbian-cemeteries';
import { useCemeteryNotifications } from '../hooks/use-cemetery-notifications';
import { describeImportResult } from '../utils/import-result';

/** Import needs no confirmation: it only adds what is missing and skips the rest. */
export function ImportSerbianCemeteriesButton() {
  const { t } = useTranslation('cemeteries');
  const importCemeteries = useImportSerbianCemeteries();
  const notify = useCemeteryNotifications();

  return (
    <Button
      icon={<CloudDownloadOutlined aria-hidden />}
      loading={importCemeteries.isPending}
      onClick={() =>
        importCemeteries.mutate(undefined, {
          onSuccess: (result) => notify.importResult(describeImportResult(result)),
          onError: (error) => notify.failure('toasts.importFailed', error),
        })
      }
    >
      {t('actions.import')}
    </Button>
  );
}

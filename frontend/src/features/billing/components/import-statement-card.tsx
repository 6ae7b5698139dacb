import { InboxOutlined } from '@ant-design/icons';
import type { StatementImportResult } from '@memorial-care/contracts/http';
import { Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useImportStatement } from '../api/import-statement';
import { useBillingNotifications } from '../hooks/use-billing-notifications';
import { readStatementFile } from '../utils/statement-file';
import { StatementImportResultView } from './statement-import-result';

interface LastImport {
  readonly fileName: string;
  readonly result: StatementImportResult;
}

/**
 * Import Statement: a camt.053 XML or CSV file, read in the browser and sent as text; then what
 * it recorded and what it left for review.
 */
export function ImportStatementCard() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const notify = useBillingNotifications();
  const importStatement = useImportStatement();
  const [lastImport, setLastImport] = useState<LastImport | null>(null);

  const importFile = async (file: File) => {
    const checked = await readStatementFile(file);
    if (!checked.ok) {
      toast.error(t('reportToasts.importFailed'), t(`statements.${checked.problem}`));
      return;
    }
    const { fileName, content } = checked;
    importStatement.mutate(
      { fileName, content },
      {
        onSuccess: (result) => setLastImport({ fileName, result }),
        onError: (error) => notify.failure('reportToasts.importFailed', error),
      },
    );
  };

  return (
    <Card title={t('statements.importTitle')}>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('statements.importHint')}
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xml,.csv,.txt,text/xml,application/xml,text/csv"
          multiple={false}
          showUploadList={false}
          disabled={importStatement.isPending}
          beforeUpload={(file) => {
            void importFile(file);
            // Sent as JSON by the mutation, not uploaded by antd.
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            {importStatement.isPending
              ? t('statements.importing', { file: importStatement.variables.fileName })
              : t('statements.drop')}
          </p>
          <p className="ant-upload-hint">{t('statements.formats')}</p>
        </Upload.Dragger>
        {lastImport && <StatementImportResultView {...lastImport} />}
      </Flex>
    </Card>
  );
}

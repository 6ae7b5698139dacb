import type { StatementImportResult } from '@memorial-care/contracts/http';
import { Alert, Card, Col, List, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

interface StatementImportResultProps {
  readonly fileName: string;
  readonly result: StatementImportResult;
}

/** What an import did: transfers read, recorded as payments, recorded before, left to review. */
export function StatementImportResultView({ fileName, result }: StatementImportResultProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const figures = [
    { key: 'lines', value: result.lines },
    { key: 'matched', value: result.matched.length },
    { key: 'alreadyRecorded', value: result.alreadyRecorded },
    { key: 'unmatched', value: result.unmatched.length },
  ] as const;

  return (
    <Card size="small" title={t('statements.resultTitle', { file: fileName })}>
      {result.alreadyImported && (
        <Alert
          type="info"
          showIcon
          title={t('statements.alreadyImported')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]} role="status">
        {figures.map(({ key, value }) => (
          <Col key={key} xs={12} md={6}>
            <Statistic title={t(`statements.${key}`)} value={value} />
          </Col>
        ))}
      </Row>
      {result.matched.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 16 }}
          dataSource={result.matched}
          rowKey="line"
          renderItem={(item) => (
            <List.Item>
              {t('statements.matchedLine', {
                line: item.line,
                amount: format.eur(item.amount),
                number: item.invoiceNumber,
              })}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

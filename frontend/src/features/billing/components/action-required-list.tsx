import { WarningOutlined } from '@ant-design/icons';
import type { Invoice, InvoicePage } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { actionRequired } from '../utils/action-required';
import { InvoiceStatusTags } from './invoice-status-tags';

interface ActionRequiredListProps {
  /** The client's open invoices. */
  readonly invoices: UseQueryResult<InvoicePage>;
  readonly onPay: (invoice: Invoice) => void;
}

/** The invoices still to pay, the newest due date first, each with Pay Now. */
export function ActionRequiredList({ invoices, onPay }: ActionRequiredListProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const items = useMemo(() => actionRequired(invoices.data?.items ?? []), [invoices.data]);

  let content;
  if (invoices.isPending) content = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (invoices.isError)
    content = (
      <LoadFailedAlert
        title={t('actionRequired.loadFailed')}
        retryLabel={t('actions.retry')}
        query={invoices}
      />
    );
  else if (items.length === 0)
    content = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('actionRequired.empty')} />
    );
  else
    content = (
      <Flex vertical gap="small" role="list">
        {items.map((invoice) => (
          <Card
            key={invoice.id}
            role="listitem"
            size="small"
            style={invoice.overdue ? { borderColor: 'var(--ant-color-error-border)' } : undefined}
          >
            <Flex justify="space-between" align="center" wrap gap="middle">
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Flex align="center" gap="small" wrap>
                  <Typography.Text strong>
                    {t('actionRequired.invoice', { number: invoice.number })}
                  </Typography.Text>
                  <InvoiceStatusTags invoice={invoice} />
                </Flex>
                <Typography.Text type={invoice.overdue ? 'danger' : 'secondary'}>
                  {invoice.overdue && <WarningOutlined aria-hidden />}{' '}
                  {t('actionRequired.due', { date: format.date(invoice.dueDate) })}
                </Typography.Text>
              </Flex>
              <Flex align="center" gap="middle" wrap>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {t('actionRequired.amountDue', { amount: format.eur(invoice.balance) })}
                </Typography.Text>
                <Button
                  type="primary"
                  aria-label={t('actionRequired.payNowLabel', { number: invoice.number })}
                  onClick={() => onPay(invoice)}
                >
                  {t('actionRequired.payNow')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        ))}
        {invoices.data && invoices.data.total > invoices.data.items.length && (
          <Typography.Text type="secondary">
            {t('actionRequired.shown', {
              shown: invoices.data.items.length,
              count: invoices.data.total,
            })}
          </Typography.Text>
        )}
      </Flex>
    );

  return (
    <Card title={t('actionRequired.title')}>
      <section aria-label={t('actionRequired.title')}>{content}</section>
    </Card>
  );
}

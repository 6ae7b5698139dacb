import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingTiles } from './billing-tiles';
import { InvoicesTab } from './invoices-tab';
import { NewInvoiceModal } from './new-invoice-modal';
import { PaymentsTab } from './payments-tab';

/** Admin: Payments (/admin/payments): the figures, the invoices and the payments received. */
export function AdminPaymentsPage() {
  const { t } = useTranslation('billing');
  const [newInvoiceOpen, setNewInvoiceOpen] = useState(false);
  // Mounted at the first New Invoice and kept, so Cancel keeps what was typed.
  const [newInvoiceUsed, setNewInvoiceUsed] = useState(false);

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="flex-start" wrap gap="middle">
        <div>
          <Typography.Title level={2} className="page-title" style={{ margin: 0 }}>
            {t('admin.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('admin.subtitle')}</Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => {
            setNewInvoiceUsed(true);
            setNewInvoiceOpen(true);
          }}
        >
          {t('actions.newInvoice')}
        </Button>
      </Flex>

      <BillingTiles />

      <Card>
        <Tabs
          defaultActiveKey="invoices"
          items={[
            { key: 'invoices', label: t('tabs.invoices'), children: <InvoicesTab /> },
            { key: 'payments', label: t('tabs.payments'), children: <PaymentsTab /> },
          ]}
        />
      </Card>

      {newInvoiceUsed && (
        <NewInvoiceModal open={newInvoiceOpen} onClose={() => setNewInvoiceOpen(false)} />
      )}
    </Flex>
  );
}

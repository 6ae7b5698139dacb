import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tabs, Typography, type TabsProps } from 'antd';
import type { AgingBucket } from '@memorial-care/contracts/domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { linkedRecordParams, useLinkedRecord } from '../../../lib/linked-record';
import { useTranslation } from 'react-i18next';
import { BillingTiles } from './billing-tiles';
import { ExchangeRateCard } from './exchange-rate-card';
import { defaultInvoiceListState } from '../utils/invoice-list-query';
import { InvoicesTab } from './invoices-tab';
import { NewInvoiceModal } from './new-invoice-modal';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { PriceListCard } from './price-list-card';
import { StatementsTab } from './statements-tab';

/**
 * Admin: Payments (/admin/payments): the figures; tabs for the overview (revenue by month, open
 * invoices by days past due), the invoices, the payments received, the bank statements, and
 * the price list with the EUR→RSD rate. `extraTabs`: other features' tabs (the caretakers'
 * payouts), composed by the screen, since features do not import each other.
 */
export function AdminPaymentsPage({
  extraTabs = [],
}: {
  readonly extraTabs?: NonNullable<TabsProps['items']>;
}) {
  const { t } = useTranslation('billing');
  const [newInvoiceOpen, setNewInvoiceOpen] = useState(false);
  // Mounted at the first New Invoice and kept, so Cancel keeps what was typed.
  const [newInvoiceUsed, setNewInvoiceUsed] = useState(false);
  // The open tab lives in the address (`?tab=payouts`): a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') ?? 'overview';
  const setTab = useCallback(
    (key: string) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (key === 'overview') next.delete('tab');
          else next.set('tab', key);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // The list an aging card opens: a new key mounts the Invoices tab afresh with its filter.
  const [invoicesView, setInvoicesView] = useState({ key: 0, state: defaultInvoiceListState });
  const showInvoices = useCallback(
    (aging: AgingBucket) => {
      setInvoicesView((view) => ({
        key: view.key + 1,
        state: { ...defaultInvoiceListState, aging },
      }));
      setTab('invoices');
    },
    [setTab],
  );

  // A notification's invoice (`?tab=invoices&invoice=<number>`): the Invoices tab searched for it.
  const showInvoiceNumbered = useCallback((number: string) => {
    setInvoicesView((view) => ({
      key: view.key + 1,
      state: { ...defaultInvoiceListState, search: number },
    }));
  }, []);
  useLinkedRecord(linkedRecordParams.invoiceNumber, showInvoiceNumbered);

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="flex-start" wrap gap="middle">
        <div>
          <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
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
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'overview',
              label: t('overview.tab'),
              children: <OverviewTab onShowInvoices={showInvoices} />,
            },
            {
              key: 'invoices',
              label: t('tabs.invoices'),
              children: <InvoicesTab key={invoicesView.key} initialState={invoicesView.state} />,
            },
            { key: 'payments', label: t('tabs.payments'), children: <PaymentsTab /> },
            { key: 'statements', label: t('statements.tab'), children: <StatementsTab /> },
            ...extraTabs,
            {
              key: 'prices',
              label: t('tabs.pricesAndRates'),
              children: (
                <Flex vertical gap="large">
                  <PriceListCard />
                  <ExchangeRateCard />
                </Flex>
              ),
            },
          ]}
        />
      </Card>

      {newInvoiceUsed && (
        <NewInvoiceModal
          open={newInvoiceOpen}
          onClose={() => setNewInvoiceOpen(false)}
          onIssued={() => setTab('invoices')}
        />
      )}
    </Flex>
  );
}

import type { Invoice } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useCallback, useState } from 'react';
import { getInvoicesQueryOptions } from '../api/get-invoices';
import {
  applyInvoiceListChange,
  defaultInvoiceListState,
  toInvoiceListQuery,
  type InvoiceListState,
} from '../utils/invoice-list-query';
import { CreditNoteModal } from './credit-note-modal';
import { ExportInvoicesButton } from './export-invoices-button';
import { InvoiceFiltersBar } from './invoice-filters-bar';
import { InvoicesTable } from './invoices-table';
import { RecordPaymentModal } from './record-payment-modal';
import { VoidInvoiceModal } from './void-invoice-modal';

interface DialogState {
  readonly invoice: Invoice | null;
  readonly open: boolean;
}

const closed: DialogState = { invoice: null, open: false };

interface InvoicesTabProps {
  /** Where the list starts (an aging card's bucket); the default list otherwise. */
  readonly initialState?: InvoiceListState;
}

/**
 * The admin's Invoices tab: filters, Export CSV, the server-paged table, Record Payment,
 * Credit Note and Void.
 */
export function InvoicesTab({ initialState = defaultInvoiceListState }: InvoicesTabProps) {
  const [state, setState] = useState<InvoiceListState>(initialState);
  const invoices = useQuery(getInvoicesQueryOptions(toInvoiceListQuery(state)));
  const [paying, setPaying] = useState<DialogState>(closed);
  const [voiding, setVoiding] = useState<DialogState>(closed);
  const [crediting, setCrediting] = useState<DialogState>(closed);

  const onChange = useCallback(
    (change: Partial<InvoiceListState>) => setState((s) => applyInvoiceListChange(s, change)),
    [],
  );
  const onRecordPayment = useCallback((invoice: Invoice) => setPaying({ invoice, open: true }), []);
  const onVoid = useCallback((invoice: Invoice) => setVoiding({ invoice, open: true }), []);
  const onCredit = useCallback((invoice: Invoice) => setCrediting({ invoice, open: true }), []);

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="flex-start" wrap gap="small">
        <InvoiceFiltersBar state={state} onChange={onChange} />
        <ExportInvoicesButton state={state} />
      </Flex>
      <InvoicesTable
        invoices={invoices}
        state={state}
        onChange={onChange}
        onRecordPayment={onRecordPayment}
        onVoid={onVoid}
        onCredit={onCredit}
      />
      <RecordPaymentModal
        invoice={paying.invoice}
        open={paying.open}
        onClose={() => setPaying((s) => ({ ...s, open: false }))}
        afterClose={() => setPaying(closed)}
      />
      <VoidInvoiceModal
        invoice={voiding.invoice}
        open={voiding.open}
        onClose={() => setVoiding((s) => ({ ...s, open: false }))}
        afterClose={() => setVoiding(closed)}
      />
      <CreditNoteModal
        invoice={crediting.invoice}
        open={crediting.open}
        onClose={() => setCrediting((s) => ({ ...s, open: false }))}
        afterClose={() => setCrediting(closed)}
      />
    </Flex>
  );
}

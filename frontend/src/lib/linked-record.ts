import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The URL parameters screens open a record from (the header search's hits, the bell's
 * notifications).
 */
export const linkedRecordParams = {
  client: 'clientId',
  caretaker: 'caretakerId',
  request: 'requestId',
  /** An invoice by id (the family's Payments: its Pay Now dialog). */
  invoice: 'invoiceId',
  /** An invoice by number (the admin's Invoices tab, searched for it). */
  invoiceNumber: 'invoice',
  /** A mail delivery (the Outgoing mail screen). */
  mailJob: 'jobId',
} as const;

/**
 * Opens the record a link names in `?<param>=<id>` (search hits, notifications), then drops the
 * parameter, so closing the record and reloading do not open it again. `open` must be stable
 * (a state setter, or a useCallback).
 */
export function useLinkedRecord(param: string, open: (id: string) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get(param);
  useEffect(() => {
    if (!id) return;
    open(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [id, open, param, setParams]);
}

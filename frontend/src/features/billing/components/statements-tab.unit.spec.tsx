import type { StatementImportResult, UnmatchedTransfer } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getUnmatchedTransfersQueryOptions } from '../api/get-unmatched-transfers';
import { billingI18n } from '../i18n';
import { StatementImportResultView } from './statement-import-result';
import { StatementsTab } from './statements-tab';

const translations = { billing: billingI18n.en, common: commonI18n.en };

const transfer = (line: number, change: Partial<UnmatchedTransfer>): UnmatchedTransfer => ({
  statementId: 'a'.repeat(64),
  fileName: 'izvod-maj.csv',
  line,
  bookedOn: '2026-05-04',
  amount: '49.00',
  currency: 'EUR',
  bankReference: `NBS-${line}`,
  remittance: 'Uplata za maj',
  payer: 'Milica Petrović',
  reason: 'no_reference',
  importedAt: '2026-05-05T08:00:00.000Z',
  ...change,
});

describe('StatementsTab', () => {
  it('offers the import and lists the transfers to review, each to assign or dismiss', async () => {
    const { text, html } = await renderToText(<StatementsTab />, {
      translations,
      setUp: (queryClient) =>
        queryClient.setQueryData(getUnmatchedTransfersQueryOptions().queryKey, [
          transfer(2, {}),
          transfer(3, { currency: 'USD', amount: '60.00', reason: 'not_eur', payer: null }),
        ]),
    });
    expect(text).toContain('Import Statement');
    expect(text).toContain('Click or drag a statement file here');
    expect(html).toContain('accept=".xml,.csv,.txt,');
    expect(text).toContain('Unmatched Transfers');
    expect(text).toMatch(/May 4, 2026 €49\.00 Milica Petrović Uplata za maj No invoice reference/);
    expect(text).toMatch(/60\.00 USD Unknown payer .* Not in EUR/);
    expect(html).toContain(
      'aria-label="Assign the transfer of €49.00 booked on May 4, 2026 to an invoice"',
    );
    expect(html).toContain('aria-label="Dismiss the transfer of €49.00 booked on May 4, 2026"');
    // A transfer in another currency can only be dismissed.
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Assign the transfer of €60\.00|<button[^>]*aria-label="Assign the transfer of €60\.00[^>]*disabled=""/,
    );
  });

  it('says when nothing waits for review', async () => {
    const { text } = await renderToText(<StatementsTab />, {
      translations,
      setUp: (queryClient) =>
        queryClient.setQueryData(getUnmatchedTransfersQueryOptions().queryKey, []),
    });
    expect(text).toContain('Nothing to review');
  });
});

describe('StatementImportResultView', () => {
  const result: StatementImportResult = {
    statementId: 'b'.repeat(64),
    format: 'csv',
    alreadyImported: false,
    lines: 4,
    matched: [{ line: 2, invoiceNumber: '2026-000001', amount: '49.00' }],
    alreadyRecorded: 1,
    unmatched: [transfer(4, {}), transfer(5, {})],
  };

  it('shows what the import recorded and what it left for review', async () => {
    const { text } = await renderToText(
      <StatementImportResultView fileName="izvod-maj.csv" result={result} />,
      { translations },
    );
    expect(text).toContain('Imported izvod-maj.csv');
    expect(text).toContain('Transfers read 4');
    expect(text).toContain('Recorded as payments 1');
    expect(text).toContain('Already recorded 1');
    expect(text).toContain('To review 2');
    expect(text).toContain('Line 2: €49.00 for invoice 2026-000001');
    expect(text).not.toContain('imported before');
  });

  it('says so when the same file was imported before', async () => {
    const { text } = await renderToText(
      <StatementImportResultView
        fileName="izvod-maj.csv"
        result={{ ...result, alreadyImported: true, matched: [], alreadyRecorded: 2 }}
      />,
      { translations },
    );
    expect(text).toContain('This file was imported before: nothing was recorded again.');
    expect(text).toContain('Recorded as payments 0');
  });
});

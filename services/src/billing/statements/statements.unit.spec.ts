import { describe, expect, it } from 'vitest';
import { creditorReference } from '@memorial-care/contracts/domain';
import { ValidationError } from '../../shared/errors';
import { parseCamt053 } from './camt053';
import { parseCsvStatement } from './csv-statement';
import { invoiceReferencesIn, normalizeStatementAmount } from './statement-line';
import { camt053, csvStatement, type SampleTransfer } from './testing-statements';

const reference = creditorReference('2026-000123');
const transfers: SampleTransfer[] = [
  {
    amount: '49.00',
    bookedOn: '2026-11-25',
    remittance: reference,
    structured: true,
    bankReference: 'BANK-1',
  },
  {
    amount: '20.50',
    bookedOn: '2026-11-26',
    remittance: `Grob baka Ljubica ${reference.slice(0, 4)} ${reference.slice(4)}`,
  },
  { amount: '5.00', bookedOn: '2026-11-26', remittance: 'Bank fee', debit: true },
  {
    amount: '20.50',
    bookedOn: '2026-11-26',
    remittance: `Grob baka Ljubica ${reference.slice(0, 4)} ${reference.slice(4)}`,
  },
];

describe('a camt.053 statement', () => {
  it('gives its credit entries as transfers, with the reference and the payer', () => {
    const lines = parseCamt053(camt053(transfers));
    expect(lines.map((l) => [l.line, l.amount, l.bookedOn])).toEqual([
      [1, '49.00', '2026-11-25'],
      [2, '20.50', '2026-11-26'],
      [4, '20.50', '2026-11-26'],
    ]);
    expect(lines[0]).toMatchObject({
      bankReference: 'BANK-1',
      remittance: reference,
      payer: 'Milica Petrović',
    });
    expect(invoiceReferencesIn(lines[1]!.remittance)).toEqual([reference]);
  });

  it('fingerprints a transfer without a bank reference, the same on every import', () => {
    const first = parseCamt053(camt053(transfers));
    const again = parseCamt053(camt053(transfers));
    expect(first[1]!.bankReference).toMatch(/^STMT-[0-9A-F]{32}$/);
    expect(again.map((l) => l.bankReference)).toEqual(first.map((l) => l.bankReference));
    // Two identical transfers in one file are two payments.
    expect(first[1]!.bankReference).not.toBe(first[2]!.bankReference);
  });

  it('refuses a file that is not a statement, and does not expand entities', () => {
    expect(() => parseCamt053('<html></html>')).toThrow(ValidationError);
    expect(() => parseCamt053('not xml <<<')).toThrow(ValidationError);
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">]><Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-01</Dt></BookgDt><AddtlNtryInf>&a;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect(parseCamt053(bomb)[0]!.remittance).not.toContain('aaaaaaaaaa');
  });
});

describe('a CSV statement', () => {
  it('reads the columns by name, European dates and amounts, and passes debits over', () => {
    const lines = parseCsvStatement(csvStatement(transfers));
    expect(lines.map((l) => [l.line, l.amount, l.bookedOn, l.bankReference.slice(0, 5)])).toEqual([
      [2, '49.00', '2026-11-25', 'BANK-'],
      [3, '20.50', '2026-11-26', 'STMT-'],
      [5, '20.50', '2026-11-26', 'STMT-'],
    ]);
  });

  it('keeps texts storable and bounded, and refuses more transfers than one import takes', () => {
    const [line] = parseCsvStatement(
      csvStatement([
        { amount: '1.00', bookedOn: '2026-11-01', remittance: `a\u0000b ${'x'.repeat(900)}` },
      ]),
    );
    expect(line!.remittance.startsWith('ab x')).toBe(true);
    expect(line!.remittance).toHaveLength(500);
    const many = Array.from({ length: 2_001 }, () => ({
      amount: '1.00',
      bookedOn: '2026-11-01',
      remittance: 'x',
    }));
    expect(() => parseCsvStatement(csvStatement(many))).toThrow(ValidationError);
  });

  it('refuses a file without the needed columns', () => {
    expect(() => parseCsvStatement('a,b\n1,2')).toThrow(ValidationError);
  });
});

describe('reading a transfer', () => {
  it('finds an RF reference by its check digits, or an invoice number', () => {
    const grouped = reference.replace(/(.{4})/g, '$1 ').toLowerCase();
    expect(invoiceReferencesIn(`za ${grouped} hvala`)).toContain(reference);
    expect(invoiceReferencesIn(`za ${reference}, hvala`)).toEqual([reference]);
    expect(invoiceReferencesIn('RF00 2026 0001 23')).toEqual([]);
    expect(invoiceReferencesIn('Invoice 2026-000123, thanks')).toEqual(['2026-000123']);
    expect(invoiceReferencesIn('nothing here')).toEqual([]);
  });

  it('reads amounts exactly, in either notation', () => {
    expect(normalizeStatementAmount('1.234,5')).toBe('1234.50');
    expect(normalizeStatementAmount('1234.56')).toBe('1234.56');
    expect(normalizeStatementAmount('49')).toBe('49.00');
    expect(normalizeStatementAmount('-5')).toBeNull();
    expect(normalizeStatementAmount('1e9')).toBeNull();
    expect(normalizeStatementAmount('123456789.00')).toBeNull();
  });
});

// Statement files as banks deliver them, for the tests (camt.053.001.08 and a CSV export).

export interface SampleTransfer {
  readonly amount: string;
  readonly currency?: string;
  readonly bookedOn: string;
  readonly remittance: string;
  readonly structured?: boolean;
  readonly bankReference?: string;
  readonly payer?: string;
  readonly debit?: boolean;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const entry = (transfer: SampleTransfer) => `
      <Ntry>
        <Amt Ccy="${transfer.currency ?? 'EUR'}">${transfer.amount}</Amt>
        <CdtDbtInd>${transfer.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${transfer.bookedOn}</Dt></BookgDt>
        <ValDt><Dt>${transfer.bookedOn}</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs>
              ${transfer.bankReference ? `<AcctSvcrRef>${escapeXml(transfer.bankReference)}</AcctSvcrRef>` : ''}
              <EndToEndId>NOTPROVIDED</EndToEndId>
            </Refs>
            <RltdPties><Dbtr><Pty><Nm>${escapeXml(transfer.payer ?? 'Milica Petrović')}</Nm></Pty></Dbtr></RltdPties>
            <RmtInf>${
              transfer.structured
                ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${escapeXml(transfer.remittance)}</Ref></CdtrRefInf></Strd>`
                : `<Ustrd>${escapeXml(transfer.remittance)}</Ustrd>`
            }</RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;

export const camt053 = (
  transfers: readonly SampleTransfer[],
) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-2026-11-27</MsgId><CreDtTm>2026-11-27T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2026-11-27-001</Id>
      <CreDtTm>2026-11-27T18:00:00</CreDtTm>
      <Acct><Id><IBAN>RS19105000000000012345</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${transfers.map(entry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

export const csvStatement = (transfers: readonly SampleTransfer[]) =>
  [
    'Date;Amount;Currency;Reference;Bank reference;Payer',
    ...transfers.map((t) =>
      [
        t.bookedOn.split('-').reverse().join('.'),
        `${t.debit ? '-' : ''}${t.amount.replace('.', ',')}`,
        t.currency ?? 'EUR',
        t.remittance,
        t.bankReference ?? '',
        t.payer ?? '',
      ].join(';'),
    ),
  ].join('\n');

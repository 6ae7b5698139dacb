import type { PaymentInstructions } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { billingI18n } from '../i18n';
import { PaymentInstructionsView } from './pay-now-modal';

// A static render of the bank-transfer details the Pay Now dialog shows.

const instructions: PaymentInstructions = {
  invoiceId: 'i-1',
  number: '2026-000123',
  amount: '49.50',
  currency: 'EUR',
  reference: 'RF182026000123',
  creditorName: 'Memorial Care d.o.o.',
  iban: 'RS35260005601001611379',
  bic: 'AIKBRS22',
  epcQrPayload: 'BCD\n002\n1\nSCT',
  epcQrSvg: '<svg xmlns="http://www.w3.org/2000/svg" data-qr="epc"><rect/></svg>',
  ipsQrPayload: null,
  ipsQrSvg: null,
  rsdAccount: null,
  rsdAmount: null,
  rate: null,
  rateDate: null,
};

/** The same with a EUR→RSD rate set: the IPS QR in dinars. */
const withDinars: PaymentInstructions = {
  ...instructions,
  ipsQrPayload: 'K:PR|V:01|C:1|R:845000000040484987',
  ipsQrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>',
  rsdAccount: '845000000040484987',
  rsdAmount: '5803.11',
  rate: '117.2345',
  rateDate: '2026-11-27',
};

const render = (answer: PaymentInstructions) =>
  renderToText(<PaymentInstructionsView instructions={answer} />, {
    translations: { billing: billingI18n.en },
  });

describe('PaymentInstructionsView', () => {
  it('shows creditor, IBAN, BIC, amount and reference, and the note to quote the reference', async () => {
    const { text, html } = await render(instructions);
    expect(text).toContain('Recipient Memorial Care d.o.o.');
    expect(text).toContain('IBAN RS35 2600 0560 1001 6113 79');
    expect(text).toContain('BIC AIKBRS22');
    expect(text).toContain('Amount €49.50');
    expect(text).toContain('Reference RF18 2026 0001 23');
    expect(text).toContain('Always quote the reference RF18 2026 0001 23');
    // Every detail has its copy button.
    expect(html.match(/ant-typography-copy/g)?.length).toBe(5);
  });

  it('shows the EPC QR code as an image, and the IPS one only when there is one', async () => {
    const epcOnly = await render(instructions);
    expect(epcOnly.html).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg');
    expect(epcOnly.html).not.toContain('data-qr="epc"'); // never inlined as markup
    expect(epcOnly.text).toContain('SEPA QR code (EPC)');
    expect(epcOnly.text).not.toContain('IPS QR code');

    const both = await render(withDinars);
    expect(both.text).toContain('IPS QR code (banks in Serbia)');
    expect(both.html.match(/<img /g)).toHaveLength(2);
  });

  it('labels each code for its payers and shows the dinar amount with the rate and its day', async () => {
    const { text, html } = await render(withDinars);
    expect(text).toContain('SEPA QR code (EPC) From abroad: SEPA transfer in euros €49.50');
    expect(text).toContain(
      'IPS QR code (banks in Serbia) From a bank in Serbia: instant payment in dinars RSD 5,803.11',
    );
    expect(text).toContain('At 117.2345 RSD per euro, the rate of Nov 27, 2026');
    expect(text).toContain('Dinar account 845-0000000404849-87');
    expect(text).toContain('Amount in dinars RSD 5,803.11');
    // The dinar account and amount are copyable too.
    expect(html.match(/ant-typography-copy/g)?.length).toBe(7);
  });

  it('labels the codes in Serbian and German as well', async () => {
    // The render runs in English number formats (utils/dinars.unit.spec.ts has the others).
    const sr = await renderToText(<PaymentInstructionsView instructions={withDinars} />, {
      translations: { billing: billingI18n.sr },
    });
    expect(sr.text).toContain('Iz banke u Srbiji: instant plaćanje u dinarima');
    expect(sr.text).toContain('Iz inostranstva: SEPA uplata u evrima');
    expect(sr.text).toContain('Po kursu 117.2345 RSD za evro, na dan');
    const de = await renderToText(<PaymentInstructionsView instructions={withDinars} />, {
      translations: { billing: billingI18n.de },
    });
    expect(de.text).toContain('Von einer Bank in Serbien: Sofortzahlung in Dinar');
    expect(de.text).toContain('Zum Kurs von 117.2345 RSD je Euro, Kurs vom');
  });

  it('says so when nothing is left to pay', async () => {
    const { text } = await render({ ...instructions, amount: '0.00' });
    expect(text).toContain('Nothing is left to pay on this invoice.');
    expect(text).not.toContain('IBAN');
  });
});

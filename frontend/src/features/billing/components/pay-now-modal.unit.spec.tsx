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

    const both = await render({
      ...instructions,
      ipsQrPayload: 'K:PR|V:01',
      ipsQrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>',
    });
    expect(both.text).toContain('IPS QR code (banks in Serbia)');
    expect(both.html.match(/<img /g)).toHaveLength(2);
  });

  it('says so when nothing is left to pay', async () => {
    const { text } = await render({ ...instructions, amount: '0.00' });
    expect(text).toContain('Nothing is left to pay on this invoice.');
    expect(text).not.toContain('IBAN');
  });
});

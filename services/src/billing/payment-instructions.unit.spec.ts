import sharp from 'sharp';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { epcQrPayload, paymentInstructionsOf, qrSvg } from './payment-instructions';

const creditor = { name: 'Memorial Care', iban: 'RS19 1050 0000 0000 0123 45', bic: 'MEMORSBG' };

/** The text a banking app reads from the QR image (rendered to pixels, then decoded). */
const decode = async (svg: string) => {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
};

describe('the EPC QR code (EPC069-12)', () => {
  it('holds the SEPA credit transfer fields in order, one per line', () => {
    const payload = epcQrPayload({ creditor, amount: '49.50', reference: 'RF712026000123' });
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'MEMORSBG',
      'Memorial Care',
      'RS19105000000000012345',
      'EUR49.50',
      '',
      'RF712026000123',
      '',
    ]);
  });

  it('asks for no amount when nothing is owed', () => {
    const payload = epcQrPayload({ creditor, amount: '0.00', reference: 'RF712026000123' });
    expect(payload.split('\n')[7]).toBe('');
  });

  it('cuts the beneficiary name at 70 characters', () => {
    const long = { ...creditor, name: 'M'.repeat(90) };
    expect(epcQrPayload({ creditor: long, amount: '1.00', reference: 'RF' }).split('\n')[5]).toBe(
      'M'.repeat(70),
    );
  });

  it('is drawn as a QR image that decodes back to the same text', async () => {
    const payload = epcQrPayload({ creditor, amount: '49.50', reference: 'RF712026000123' });
    expect(await decode(await qrSvg(payload))).toBe(payload);
  });
});

describe('the payment instructions of an invoice', () => {
  const invoice = {
    id: '7c0d1a0e-3f1b-4d5e-9a8b-1c2d3e4f5a6b',
    number: '2026-000123',
    balance: '49.50',
    reference: 'RF712026000123',
  };
  const withAccount = { ...creditor, rsdAccount: '845000000040484987' };
  const rate = { rate: '117.2345', effectiveOn: '2026-11-27' };

  it('offers the IPS QR in dinars at the rate in force, with the rate and its day', async () => {
    const instructions = await paymentInstructionsOf(invoice, withAccount, rate);
    expect(instructions).toMatchObject({
      amount: '49.50',
      rsdAccount: '845000000040484987',
      // 49.50 × 117.2345 = 5803.10775 → 5803.11
      rsdAmount: '5803.11',
      rate: '117.2345',
      rateDate: '2026-11-27',
      ipsQrPayload:
        'K:PR|V:01|C:1|R:845000000040484987|N:Memorial Care|I:RSD5803,11|SF:289|' +
        'S:Uplata po fakturi 2026-000123|RO:97382026000123',
    });
    expect(await decode(instructions.ipsQrSvg!)).toBe(instructions.ipsQrPayload);
  });

  it('offers only the EPC QR without a rate or without a dinar account', async () => {
    const dinarFields = ['ipsQrPayload', 'ipsQrSvg', 'rsdAccount', 'rsdAmount', 'rate', 'rateDate'];
    for (const instructions of [
      await paymentInstructionsOf(invoice, withAccount, null),
      await paymentInstructionsOf(invoice, { ...creditor, rsdAccount: null }, rate),
    ]) {
      for (const field of dinarFields)
        expect(instructions[field as keyof typeof instructions], field).toBeNull();
      expect(instructions.epcQrPayload).toContain('EUR49.50');
    }
  });
});

import sharp from 'sharp';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { epcQrPayload, qrSvg } from './payment-instructions';

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

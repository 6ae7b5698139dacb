import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipsAmount, ipsQrPayload, model97Reference } from './ips-qr';

// The NBS IPS QR rules: tags K, V, C, R, N, I, SF, S, RO in this order, `|` between them and
// nowhere else, R 18 digits, N at most 70 characters, I `RSD` + amount with a decimal comma,
// SF 3 digits, S at most 35 characters, RO a model 97 reference whose check digits hold.

const payee = { name: 'Memorial Care d.o.o.', account: '845000000040484987' };
const tagsOf = (payload: string) =>
  payload.split('|').map((field) => {
    const colon = field.indexOf(':');
    return [field.slice(0, colon), field.slice(colon + 1)] as const;
  });

/** A model 97 reference is right when (digits followed by its check digits) mod 97 is 1. */
const model97Holds = (reference: string) =>
  reference.startsWith('97') &&
  BigInt(`${reference.slice(4)}${reference.slice(2, 4)}`) % 97n === 1n;

describe('the NBS IPS QR text', () => {
  it('has the tags of a printed bill in the prescribed order', () => {
    const payload = ipsQrPayload({ payee, rsdAmount: '5802.90', invoiceNumber: '2026-000123' });
    expect(payload).toBe(
      'K:PR|V:01|C:1|R:845000000040484987|N:Memorial Care d.o.o.|I:RSD5802,90|SF:289|' +
        'S:Uplata po fakturi 2026-000123|RO:97382026000123',
    );
    expect(tagsOf(payload).map(([tag]) => tag)).toEqual([
      'K',
      'V',
      'C',
      'R',
      'N',
      'I',
      'SF',
      'S',
      'RO',
    ]);
    expect(payload).not.toMatch(/^\||\|$|\s$/);
  });

  it('writes the amount with a decimal comma, no thousands separator and a whole part', () => {
    expect(ipsAmount('1234567.80')).toBe('RSD1234567,80');
    expect(ipsAmount('0.50')).toBe('RSD0,50');
    expect(ipsAmount('999999999999.99')).toBe('RSD999999999999,99');
    expect(() => ipsAmount('1000000000000.00')).toThrow();
    expect(() => ipsAmount('5.5')).toThrow();
  });

  it('puts the invoice number in RO as a model 97 reference', () => {
    expect(model97Reference('2026000123')).toBe('97382026000123');
    // The NBS example: model 97, check digits 14, reference 123412.
    expect(model97Reference('123412')).toBe('9714123412');
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 999_999 }),
        (year, n) => {
          const number = `${year}-${String(n).padStart(6, '0')}`;
          const [, reference] = tagsOf(
            ipsQrPayload({ payee, rsdAmount: '1.00', invoiceNumber: number }),
          ).find(([tag]) => tag === 'RO')!;
          expect(model97Holds(reference)).toBe(true);
          expect(reference).toMatch(/^\d{1,35}$/);
        },
      ),
    );
  });

  it('keeps the name within 70 characters and free of delimiters and line breaks', () => {
    const payload = ipsQrPayload({
      payee: { ...payee, name: `Spomen | Čuvari\r\ngrobova ${'ž'.repeat(90)}` },
      rsdAmount: '1.00',
      invoiceNumber: '2026-000001',
    });
    const name = tagsOf(payload).find(([tag]) => tag === 'N')![1];
    expect([...name].length).toBe(70);
    expect(name.startsWith('Spomen Čuvari grobova ž')).toBe(true);
    expect(payload.split('|')).toHaveLength(9);
  });

  it('keeps every field within its length for any name and amount', () =>
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 200 }).filter((s) => /[^\s|]/.test(s)),
        fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
        (name, para) => {
          const rsdAmount = `${para / 100n}.${String(para % 100n).padStart(2, '0')}`;
          const tags = new Map(
            tagsOf(
              ipsQrPayload({ payee: { ...payee, name }, rsdAmount, invoiceNumber: '2026-000042' }),
            ),
          );
          expect(tags.size).toBe(9);
          expect(tags.get('R')).toMatch(/^\d{18}$/);
          expect([...tags.get('N')!].length).toBeLessThanOrEqual(70);
          expect(tags.get('I')).toMatch(/^RSD\d{1,12},\d{2}$/);
          expect(tags.get('I')!.length).toBeLessThanOrEqual(18);
          expect(tags.get('SF')).toMatch(/^\d{3}$/);
          expect([...tags.get('S')!].length).toBeLessThanOrEqual(35);
        },
      ),
    ));

  it('refuses an account that is not 18 digits', () =>
    expect(() =>
      ipsQrPayload({
        payee: { ...payee, account: '840-955845-10' },
        rsdAmount: '1.00',
        invoiceNumber: '2026-000001',
      }),
    ).toThrow('18 digits'));
});

import { describe, expect, it } from 'vitest';
import { formatSerbianAccount, serbianAccountNumber } from './serbian-account';

describe('serbianAccountNumber', () => {
  it('takes real accounts, short with dashes or as 18 digits, and checks them with mod 97', () => {
    // The NBS's examples and published payee accounts.
    expect(serbianAccountNumber('840-955845-10')).toBe('840000000095584510');
    expect(serbianAccountNumber('845-0000000404849-87')).toBe('845000000040484987');
    expect(serbianAccountNumber('840000074332484318')).toBe('840000074332484318');
    expect(serbianAccountNumber(' 840 000 074332484318 ')).toBe('840000074332484318');
  });

  it('refuses wrong check digits, wrong lengths and other shapes', () => {
    for (const text of [
      '840-955845-11',
      '845000000040484988',
      '84000000009558451',
      '8400000000955845100',
      '840-12345678901234-10',
      'RS35260005601001611379',
      '',
    ])
      expect(serbianAccountNumber(text), text).toBeNull();
  });

  it('writes 18 digits as bank code, account and check digits', () =>
    expect(formatSerbianAccount('840000000095584510')).toBe('840-0000000955845-10'));
});

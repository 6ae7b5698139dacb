import { describe, expect, it } from 'vitest';
import { formatRate, formatRsd } from './dinars';

const spaced = (text: string) => text.replaceAll(/[\u00a0\u202f]/g, ' ');

describe('dinar amounts and rates', () => {
  it('write dinars with two places in each language', () => {
    expect(spaced(formatRsd('5803.11', 'en'))).toBe('RSD 5,803.11');
    expect(spaced(formatRsd('5803.11', 'sr'))).toBe('5.803,11 RSD');
    expect(spaced(formatRsd('5803.11', 'de'))).toBe('5.803,11 RSD');
  });

  it('keep the rate’s four places', () => {
    expect(formatRate('117.2000', 'en')).toBe('117.2000');
    expect(formatRate('117.2345', 'sr')).toBe('117,2345');
    expect(formatRate('1000.0000', 'de')).toBe('1.000,0000');
  });
});

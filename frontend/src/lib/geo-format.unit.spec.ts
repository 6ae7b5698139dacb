import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatDistance } from './geo-format';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCoordinates', () => {
  it('writes five decimals with a point, latitude first, signs kept', () => {
    expect(formatCoordinates({ latitude: 44.8101, longitude: 20.4889 })).toBe('44.81010, 20.48890');
    expect(formatCoordinates({ latitude: -33.44889, longitude: -70.66927 })).toBe(
      '-33.44889, -70.66927',
    );
  });
});

describe('formatDistance', () => {
  it('writes metres below a kilometre, kilometres with one decimal beyond', () => {
    expect(plain(formatDistance(0, 'en'))).toBe('0 m');
    expect(plain(formatDistance(240.4, 'en'))).toBe('240 m');
    expect(plain(formatDistance(999, 'en'))).toBe('999 m');
    expect(plain(formatDistance(12_345, 'en'))).toBe('12.3 km');
    expect(plain(formatDistance(12_345, 'sr'))).toBe('12,3 km');
    expect(plain(formatDistance(12_345, 'de'))).toBe('12,3 km');
  });

  it('drops the decimal for long distances', () => {
    expect(plain(formatDistance(1_234_567, 'en'))).toBe('1,235 km');
  });
});

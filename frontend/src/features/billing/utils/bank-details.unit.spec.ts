import { describe, expect, it } from 'vitest';
import { compact, groupInFours, svgImageSource } from './bank-details';

describe('bank details', () => {
  it('groups an IBAN or reference in fours for reading, and copies it without spaces', () => {
    expect(groupInFours('RS35260005601001611379')).toBe('RS35 2600 0560 1001 6113 79');
    expect(groupInFours('rf18 2026 000123')).toBe('RF18 2026 0001 23');
    expect(compact(' RF18 2026 0001 23 ')).toBe('RF182026000123');
  });

  it('shows QR markup as an image address, never as markup in the page', () => {
    const source = svgImageSource('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toContain('<');
    expect(decodeURIComponent(source.split(',')[1] ?? '')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
  });
});

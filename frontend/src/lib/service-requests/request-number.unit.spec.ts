import { describe, expect, it } from 'vitest';
import { requestNumberOf } from './request-number';

describe('requestNumberOf', () => {
  it('is the first eight hex digits of the id, upper case', () => {
    expect(requestNumberOf('4f2a9c1b-0d3e-4f56-8a9b-0c1d2e3f4a5b')).toBe('4F2A9C1B');
  });
});

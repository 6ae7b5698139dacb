import { describe, expect, it } from 'vitest';
import { humanizeCode } from './humanize';

describe('humanizeCode', () => {
  it('turns a code into a sentence-case phrase', () => {
    expect(humanizeCode('full_service_package')).toBe('Full service package');
    expect(humanizeCode('by-appointment')).toBe('By appointment');
    expect(humanizeCode('other')).toBe('Other');
  });

  it('leaves an empty code empty', () => {
    expect(humanizeCode('')).toBe('');
  });
});

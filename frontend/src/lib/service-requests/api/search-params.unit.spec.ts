import { describe, expect, it } from 'vitest';
import { toSearchParams } from './search-params';

describe('toSearchParams', () => {
  it('is empty when nothing is set', () => {
    expect(toSearchParams({})).toBe('');
    expect(toSearchParams({ search: '', status: [], caretakerId: undefined, to: null })).toBe('');
  });

  it('joins lists with commas and encodes values', () => {
    expect(
      toSearchParams({ page: 2, status: ['pending', 'scheduled'], search: 'Đorđe & co' }),
    ).toBe('?page=2&status=pending%2Cscheduled&search=%C4%90or%C4%91e+%26+co');
  });
});

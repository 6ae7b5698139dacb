import { describe, expect, it } from 'vitest';
import { parseCemeteryView } from './use-cemetery-view';

describe('the remembered Cemetery Management view', () => {
  it('reads back either view', () => {
    expect(parseCemeteryView('table')).toBe('table');
    expect(parseCemeteryView('grouped')).toBe('grouped');
  });

  it('groups by city when nothing or something unknown was stored', () => {
    expect(parseCemeteryView(null)).toBe('grouped');
    expect(parseCemeteryView('cards')).toBe('grouped');
  });
});

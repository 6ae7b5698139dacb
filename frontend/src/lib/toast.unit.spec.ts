import { describe, expect, it } from 'vitest';
import { toastArgs, toastConfig } from './toast';

describe('toasts', () => {
  it('shows at most one, for 5 seconds, away from the pages’ top-right action buttons', () => {
    expect(toastConfig.maxCount).toBe(1);
    expect(toastConfig.duration).toBe(5);
    expect(toastConfig.placement).not.toMatch(/^top/);
  });

  it('gives every toast the same key, so a new one replaces the one on screen', () => {
    const first = toastArgs('Saved', undefined);
    const second = toastArgs('Error', 'Failed', { durationMs: 8000 });
    expect(first.key).toBe(second.key);
    expect(second).toMatchObject({ title: 'Error', description: 'Failed', duration: 8 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, subscribeToReducedMotion } from './use-prefers-reduced-motion';

/** A window whose `(prefers-reduced-motion: reduce)` answer the test can flip. */
const stubWindow = (initiallyReduced: boolean) => {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyReduced,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return media;
  });
  vi.stubGlobal('window', { matchMedia });
  return {
    listeners,
    setReduced: (reduced: boolean) => {
      media.matches = reduced;
      for (const listener of listeners) listener();
    },
  };
};

afterEach(() => vi.unstubAllGlobals());

describe('prefers reduced motion', () => {
  it('follows the system setting', () => {
    stubWindow(true);
    expect(prefersReducedMotion()).toBe(true);
    stubWindow(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('reports a change of the setting and stops listening when unsubscribed', () => {
    const system = stubWindow(false);
    const onChange = vi.fn();
    const unsubscribe = subscribeToReducedMotion(onChange);
    system.setReduced(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(prefersReducedMotion()).toBe(true);
    unsubscribe();
    expect(system.listeners.size).toBe(0);
  });

  it('means full motion where there is no window (server rendering, tests)', () => {
    vi.stubGlobal('window', undefined);
    expect(prefersReducedMotion()).toBe(false);
    expect(() => subscribeToReducedMotion(() => undefined)()).not.toThrow();
  });
});

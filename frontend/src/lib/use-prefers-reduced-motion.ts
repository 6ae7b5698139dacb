import { useSyncExternalStore } from 'react';

// People who ask their system for less motion (vestibular disorders, migraines) get dialogs,
// drawers and toasts that appear without animating. The setting is followed live.
const query = '(prefers-reduced-motion: reduce)';

const mediaQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

export const subscribeToReducedMotion = (onChange: () => void) => {
  const media = mediaQuery();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

export const prefersReducedMotion = () => mediaQuery()?.matches ?? false;

export const usePrefersReducedMotion = () =>
  useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);

import type { KeyboardEvent } from 'react';

/**
 * A keydown handler for an element made clickable (a card, a table row): Enter, and for a
 * button Space too, does what the click does, so the keyboard reaches it as the mouse does.
 */
export const onActivationKey =
  (action: () => void, role: 'button' | 'link' = 'button') =>
  (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key !== 'Enter' && (role === 'link' || event.key !== ' ')) return;
    event.preventDefault();
    action();
  };

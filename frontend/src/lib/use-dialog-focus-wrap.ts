import { useEffect } from 'react';

const tabbableSelector =
  'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

const isTabbable = (element: HTMLElement) =>
  element.tabIndex >= 0 &&
  !element.matches(':disabled, [aria-hidden="true"] *, [aria-hidden="true"]') &&
  element.getClientRects().length > 0 &&
  getComputedStyle(element).visibility !== 'hidden';

/** The dialog in front: the last open modal dialog in the document. */
const frontDialog = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')]
    .filter((dialog) => dialog.getClientRects().length > 0)
    .at(-1);

/**
 * Tab from a dialog's last control goes to its first, Shift+Tab from its first to its last.
 * antd's focus lock only pulls the focus back once it has landed outside the dialog, and when
 * the dialog is the last thing on the page nothing outside takes it: the focus left the page
 * for two Tabs (issue 18).
 */
export function useDialogFocusWrap() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const dialog = frontDialog();
      if (!dialog) return;
      const tabbables = [...dialog.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
        isTabbable,
      );
      const [first, last] = [tabbables[0], tabbables.at(-1)];
      if (!first || !last) return;
      const target = event.shiftKey
        ? document.activeElement === first && last
        : document.activeElement === last && first;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

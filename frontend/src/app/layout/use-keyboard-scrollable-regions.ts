import { useEffect } from 'react';

/**
 * The scrolling containers antd's tables draw (they take no props for them). Not FullCalendar's:
 * inside its ARIA grid a focusable box breaks the grid's structure; it grows instead of scrolling.
 */
const scrollerSelector = '.ant-table-content, .ant-table-body';

/** Marks the containers this hook made focusable, so it can take that back. */
const markAttribute = 'data-keyboard-scroll';

const scrolls = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const scrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (
    (scrollable(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
    (scrollable(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
  );
};

/**
 * Lets the keyboard reach every table that scrolls (a wide table on a phone):
 * while it scrolls it is in the Tab order, and the arrow keys scroll it (WCAG 2.1.1, axe's
 * scrollable-region-focusable). Checked again whenever the page changes or is resized.
 */
export function useKeyboardScrollableRegions() {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      for (const element of document.querySelectorAll<HTMLElement>(scrollerSelector)) {
        const marked = element.hasAttribute(markAttribute);
        if (scrolls(element)) {
          if (!marked && !element.hasAttribute('tabindex')) {
            element.tabIndex = 0;
            element.setAttribute(markAttribute, '');
          }
        } else if (marked) {
          element.removeAttribute('tabindex');
          element.removeAttribute(markAttribute);
        }
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

// Measures, in the page, whether a list fits its screen: nothing scrolls sideways, no header or
// cell content is cut off or wrapped out of its cell, no column lies under another.

/** The few DOM members the measurements use (the e2e project compiles without the DOM lib). */
interface Rect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}
interface Box {
  getBoundingClientRect(): Rect;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly textContent: string | null;
  readonly className: unknown;
  readonly ownerDocument: {
    readonly documentElement: Box;
    readonly defaultView: { readonly innerWidth: number };
    createRange(): { selectNodeContents(node: Box): void; getClientRects(): ArrayLike<Rect> };
  };
  querySelector(selector: string): Box | null;
  querySelectorAll(selector: string): ArrayLike<Box>;
  closest(selector: string): Box | null;
}

export interface ListFit {
  /** The page is wider than the window. */
  readonly pageScrollsSideways: boolean;
  /** The table's own scroller is wider than its box (false for cards). */
  readonly listScrollsSideways: boolean;
  /** The column headers (table) or field labels (cards) shown, in order. */
  readonly labels: string[];
  /** What sticks out of its cell or card, or runs past the window's edge. */
  readonly cutOff: string[];
  /** Headers split over lines. */
  readonly wrapped: string[];
  /** Headers the fixed Actions column lies over. */
  readonly underActions: string[];
}

/** How the table named `table` (its `<table>` element) fits the window. */
export const measureTable = (table: Locator): Promise<ListFit> =>
  table.evaluate((element) => {
    const root = element as unknown as Box;
    const doc = root.ownerDocument;
    const windowWidth = doc.defaultView.innerWidth;
    const wrapper = root.closest('.ant-table-wrapper') ?? root;
    const scroller = wrapper.querySelector('.ant-table-content') ?? root;
    const text = (box: Box) => (box.textContent ?? '').trim();
    const lines = (box: Box) => {
      const range = doc.createRange();
      range.selectNodeContents(box);
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
      return new Set(rects.map((rect) => Math.round(rect.top))).size;
    };
    const inside = (inner: Rect, outer: Rect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    const headers = Array.from(wrapper.querySelectorAll('thead th')).filter(
      (th) => text(th) !== '' && th.getBoundingClientRect().width > 0,
    );
    const cutOff: string[] = [];
    for (const th of headers) {
      const rect = th.getBoundingClientRect();
      const title = th.querySelector('.ant-table-column-title') ?? th;
      if (
        th.scrollWidth > th.clientWidth + 1 ||
        title.scrollWidth > title.clientWidth + 1 ||
        !inside(title.getBoundingClientRect(), rect) ||
        rect.left < 0 ||
        rect.right > windowWidth + 0.5
      )
        cutOff.push(`header ${text(th)}`);
    }
    const rows = Array.from(wrapper.querySelectorAll('tbody tr.ant-table-row'));
    rows.forEach((row, index) => {
      Array.from(row.querySelectorAll('td')).forEach((cell, column) => {
        const rect = cell.getBoundingClientRect();
        if (rect.right > windowWidth + 0.5) cutOff.push(`row ${index + 1} cell ${column + 1}`);
        for (const part of Array.from(cell.querySelectorAll('*'))) {
          const box = part.getBoundingClientRect();
          if (box.width > 0 && !inside(box, rect))
            cutOff.push(
              `row ${index + 1} cell ${column + 1}: ${text(part) || String(part.className)}`,
            );
        }
      });
    });
    const actions = headers.find((th) => text(th) === 'Actions');
    const actionsLeft = actions?.getBoundingClientRect().left ?? Infinity;
    return {
      pageScrollsSideways: doc.documentElement.scrollWidth > windowWidth,
      listScrollsSideways: scroller.scrollWidth > scroller.clientWidth,
      labels: headers.map(text),
      cutOff,
      wrapped: headers
        .filter((th) => lines(th.querySelector('.ant-table-column-title') ?? th) > 1)
        .map(text),
      underActions: headers
        .filter((th) => th !== actions && th.getBoundingClientRect().right > actionsLeft + 0.5)
        .map(text),
    };
  });

/** How the cards of the list named `list` fit the window; `labels` are each card's fields. */
export const measureCards = (list: Locator): Promise<ListFit & { cards: string[][] }> =>
  list.evaluate((element) => {
    const root = element as unknown as Box;
    const doc = root.ownerDocument;
    const windowWidth = doc.defaultView.innerWidth;
    const text = (box: Box) => (box.textContent ?? '').trim();
    const cards = Array.from(root.querySelectorAll('[role="article"]'));
    const cutOff: string[] = [];
    cards.forEach((card, index) => {
      const rect = card.getBoundingClientRect();
      if (rect.left < 0 || rect.right > windowWidth + 0.5) cutOff.push(`card ${index + 1}`);
      for (const part of Array.from(card.querySelectorAll('*'))) {
        const box = part.getBoundingClientRect();
        if (box.width > 0 && (box.left < rect.left - 0.5 || box.right > rect.right + 0.5))
          cutOff.push(`card ${index + 1}: ${text(part) || String(part.className)}`);
      }
    });
    const labelsOf = (card: Box) =>
      Array.from(card.querySelectorAll('.ant-descriptions-item-label')).map(text);
    return {
      pageScrollsSideways: doc.documentElement.scrollWidth > windowWidth,
      listScrollsSideways: false,
      labels: cards[0] ? labelsOf(cards[0]) : [],
      cards: cards.map(labelsOf),
      cutOff,
      wrapped: [],
      underActions: [],
    };
  });

/** The texts of the primary buttons (anywhere on the page) that `element` lies over. */
export const primaryButtonsUnder = (element: Locator): Promise<string[]> =>
  element.evaluate((over) => {
    const top = over as unknown as Box;
    const box = top.getBoundingClientRect();
    const buttons = Array.from(
      top.ownerDocument.documentElement.querySelectorAll('.ant-btn-primary'),
    );
    return buttons
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top
        );
      })
      .map((button) => (button.textContent ?? '').trim());
  });

/** Where this journey's pictures go: frontend/test-results, whichever folder it runs from. */
export const screenshotsDir = fileURLToPath(new URL('../../test-results/', import.meta.url));

/**
 * Keeps a full-page picture of `page` as `name`.png and attaches it to the test's report (and
 * names it in the output), so whoever reads the run can see what was measured.
 */
export const keepScreenshot = async (
  page: Page,
  name: string,
  annotate: (message: string, attachment: { path: string; contentType: string }) => unknown,
) => {
  await mkdir(screenshotsDir, { recursive: true });
  const path = `${screenshotsDir}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
  await annotate(`screenshot ${name}`, { path, contentType: 'image/png' });
};

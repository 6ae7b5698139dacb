import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.1 levels A and AA, the level the app promises (issue 18). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What fails a screen: a violation a person cannot work around. */
const blockingImpacts: ReadonlySet<string> = new Set(['serious', 'critical']);

let axeSource: Promise<string> | undefined;
const loadAxeSource = () =>
  (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Loads axe-core into the page once. Evaluated, not added as a script tag: the app's Content
 * Security Policy (script-src 'self') rightly refuses an inline script, and the journeys fail on
 * any CSP violation.
 */
const injectAxe = async (page: Page) => {
  const present = await page.evaluate<boolean>("typeof axe === 'object'");
  if (!present) await page.evaluate(await loadAxeSource());
};

/** One violation's element: where it is and, for contrast, the colours axe measured. */
const describeNode = (node: Result['nodes'][number]) => {
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  const colours = contrast?.fgColor
    ? ` (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio})`
    : '';
  return `      ${node.target.join(' ')}${colours}`;
};

const describeViolation = (screen: string, violation: Result) =>
  [
    `  ${screen}: ${violation.id} (${violation.impact}) ${violation.help}, ${violation.nodes.length} element(s)`,
    ...violation.nodes.slice(0, 8).map(describeNode),
    ...(violation.nodes.length > 8 ? [`      … and ${violation.nodes.length - 8} more`] : []),
  ].join('\n');

/**
 * Runs axe-core's WCAG 2.1 A/AA rules over the whole document and answers the serious and
 * critical violations, one readable block each (rule, impact, target selectors, measured
 * contrast), labelled with `screen`.
 */
export const seriousAxeViolations = async (page: Page, screen: string): Promise<string[]> => {
  await injectAxe(page);
  const results = await page.evaluate<AxeResults>(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(wcagTags)} }, resultTypes: ['violations'] })`,
  );
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => describeViolation(screen, violation));
};

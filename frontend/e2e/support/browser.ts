import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless; the background-networking flags keep it off the closed network. */
const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumOptions);

export const desktopViewport = { width: 1366, height: 900 } as const;

/**
 * Every journey's browser asks for reduced motion, which the app honours by turning antd's
 * animations off: a click then never lands on a dialog that is still zooming in, which made
 * journeys flaky on a loaded CI machine.
 */
const journeyContextOptions = { reducedMotion: 'reduce' } as const;

/**
 * Content Security Policy violations seen on any journey's page; fail-on-csp-violations.ts
 * fails the journey on one. Chromium logs each as a console error, and the page reports it
 * too (a `securitypolicyviolation` listener installed before any of the app's scripts run).
 */
const cspViolations: string[] = [];
export const takeCspViolations = () => cspViolations.splice(0);

const reportCspViolations = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' blocked ' +
    (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

const watchCspViolations = async (target: BrowserContext | Page) => {
  await target.addInitScript({ content: reportCspViolations });
  target.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/.test(message.text()))
      cspViolations.push(message.text());
  });
};

/** A fresh browser context (its own cookies), desktop-sized unless told otherwise. */
export const newJourneyContext = async (
  browser: Browser,
  viewport: { width: number; height: number } = desktopViewport,
): Promise<BrowserContext> => {
  const context = await browser.newContext({ ...journeyContextOptions, viewport });
  await watchCspViolations(context);
  return context;
};

/**
 * A browser with a profile of its own in `userDataDir` (a fresh folder): not incognito, as
 * installing a web app needs. Closing the context closes that browser.
 */
export const launchPersistentJourneyContext = async (
  userDataDir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> => {
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumOptions,
    ...journeyContextOptions,
    viewport,
  });
  await watchCspViolations(context);
  return context;
};

/** A page in its own fresh context; closing the page closes the context. */
export const newJourneyPage = async (
  browser: Browser,
  viewport: { width: number; height: number } = desktopViewport,
): Promise<Page> => {
  const page = await browser.newPage({ ...journeyContextOptions, viewport });
  await watchCspViolations(page);
  return page;
};

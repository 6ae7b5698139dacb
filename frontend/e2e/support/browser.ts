import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless; the background-networking flags keep it off the closed network. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
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
  });

export const desktopViewport = { width: 1366, height: 900 } as const;

/**
 * Every journey's browser asks for reduced motion, which the app honours by turning antd's
 * animations off: a click then never lands on a dialog that is still zooming in, which made
 * journeys flaky on a loaded CI machine.
 */
const journeyContextOptions = { reducedMotion: 'reduce' } as const;

/** A fresh browser context (its own cookies), desktop-sized unless told otherwise. */
export const newJourneyContext = (
  browser: Browser,
  viewport: { width: number; height: number } = desktopViewport,
): Promise<BrowserContext> => browser.newContext({ ...journeyContextOptions, viewport });

/** A page in its own fresh context; closing the page closes the context. */
export const newJourneyPage = (
  browser: Browser,
  viewport: { width: number; height: number } = desktopViewport,
): Promise<Page> => browser.newPage({ ...journeyContextOptions, viewport });

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { launchBrowser } from './browser';
import { openPersonPage, screenshotOnFailure } from './page-helpers';

/** What the steps of one journey share: its own app, browser, people's pages and their errors. */
export interface Journey {
  /** Set once the journey's `beforeAll` has run. */
  readonly app: RunningApp;
  readonly browser: Browser;
  readonly contexts: BrowserContext[];
  readonly consoleErrors: string[];
  /** Each person's page by label (`admin`, `client`…): screenshots of them on a failure. */
  readonly pages: Record<string, Page>;
  /** Opens a page for the person `label` (kept in `pages`; console errors fail the journey). */
  openPage(label: string): Promise<Page>;
}

/**
 * Registers the hooks every journey has (a fresh app with the demo data and a browser before its
 * steps, a screenshot of every page after a failing step, everything closed after the last) and
 * answers the journey they fill in.
 */
export const setUpJourney = (appEnv: Record<string, string> = {}): Journey => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const journey: Journey = {
    get app() {
      if (!app) throw new Error('The journey app is not started yet');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('The journey browser is not launched yet');
      return browser;
    },
    contexts: [],
    consoleErrors: [],
    pages: {},
    async openPage(label) {
      const page = await openPersonPage(
        journey.browser,
        journey.contexts,
        journey.consoleErrors,
        label,
      );
      journey.pages[label] = page;
      return page;
    },
  };

  beforeAll(async () => {
    app = await startApp(appEnv);
    browser = await launchBrowser();
  });

  afterEach(({ task }) => screenshotOnFailure(task, journey.pages));

  afterAll(async () => {
    for (const context of journey.contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  return journey;
};

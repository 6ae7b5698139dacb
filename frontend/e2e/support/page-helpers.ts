import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SmtpTestServer } from '@memorial-care/services/mail/testing';
import { newJourneyContext } from './browser';

/** The password of the three demo accounts the landing page shows. */
export const demoPassword = 'demo-password';

/**
 * Collects the page's console errors into `errors` (prefixed with `label` when given). A
 * signed-out visitor's GET /api/auth/user answers 401 by design; `allow` spares other answers a
 * journey provokes on purpose.
 */
export const watchConsoleErrors = (
  page: Page,
  errors: string[],
  options: { readonly allow?: RegExp; readonly label?: string } = {},
) => {
  const allowed = options.allow ?? /\b401\b/;
  page.on('console', (message) => {
    if (message.type() !== 'error' || allowed.test(message.text())) return;
    errors.push(options.label ? `${options.label}: ${message.text()}` : message.text());
  });
};

/** A failing step leaves pictures of the pages behind for whoever reads the CI log. */
export const screenshotOnFailure = async (
  task: { readonly name: string; readonly result?: { readonly state?: string } },
  pages: Readonly<Record<string, Page | undefined>>,
) => {
  if (task.result?.state !== 'fail') return;
  const base = task.name.replace(/\W+/g, '-');
  const entries = Object.entries(pages);
  for (const [name, page] of entries)
    await page?.screenshot({
      path: `test-results/${entries.length === 1 ? base : `${base}-${name}`}.png`,
    });
};

/** Fills the landing page's sign-in form and submits it (the page must show it). */
export const submitSignIn = async (page: Page, email: string, password = demoPassword) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
};

/**
 * A page in a browser context of its own (its own cookies, as another person's browser), a
 * desktop-sized window, its console errors collected into `errors` under `label`.
 */
export const openPersonPage = async (
  browser: Browser,
  contexts: BrowserContext[],
  errors: string[],
  label: string,
) => {
  const context = await newJourneyContext(browser, { width: 1440, height: 900 });
  contexts.push(context);
  const page = await context.newPage();
  watchConsoleErrors(page, errors, { label });
  return page;
};

/** Signs in from the landing page and waits for the first screen of the account's role. */
export const signInFromLanding = async (
  page: Page,
  baseUrl: string,
  email: string,
  landing: string,
) => {
  await page.goto(baseUrl);
  await submitSignIn(page, email);
  await page.waitForURL(`${baseUrl}${landing}`);
};

/** An API call with the page's session and origin (what the screens would send). */
export const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );

/** The toast with exactly this text. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * Toasts stay while hovered: look away (the window's top edge) until they go. Toasts are antd
 * notifications; an inline alert on the page (role "alert" too) is not one and may stay.
 */
export const waitForToastsToClose = async (page: Page, pointerY = 2) => {
  await page.mouse.move(700, pointerY);
  await page.locator('.ant-notification-notice').first().waitFor({
    state: 'detached',
    timeout: 15_000,
  });
};

/** The invite link of the newest mail to `recipient`, once `count` mails have reached them. */
export const inviteLinkMailedTo = async (
  smtp: SmtpTestServer,
  recipient: string,
  count = 1,
): Promise<string> => {
  const deadline = Date.now() + 30_000;
  while (smtp.receivedBy(recipient).length < count) {
    if (Date.now() > deadline) throw new Error(`No invite mail reached ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Quoted-printable bodies fold long lines with "=\r\n" and write "=" as "=3D".
  const raw = smtp
    .receivedBy(recipient)
    .at(-1)!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = raw.match(/https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`The mail to ${recipient} has no invite link:\n${raw}`);
  return link;
};

import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOidcTestProvider } from '@memorial-care/services/mail-authorization/testing';
import { plainMessage, startImapTestServer } from '@memorial-care/services/mailbox-sync/testing';
import { queryDatabase } from './support/database';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// The office mailbox's authorization in a browser, against a real OpenID provider on
// 127.0.0.1 (oidc-provider): the admin generates the link, signs in at the provider and allows
// access, and is sent back connected; then connects again by pasting the address the provider
// ended on (as when the link was opened where the redirect cannot reach the app); then
// reads a family's thread from the mailbox it connected (a private Dovecot that checks the app's
// access tokens at the same provider: XOAUTH2); then disconnects.

// Started before the app, which is configured with it (its issuer, client id and secret).
const provider = await startOidcTestProvider();
afterAll(() => provider.close());

/** Set E2E_SCREENSHOTS=1 to keep pictures of the page in test-results/ for a visual check. */
const keepScreenshots = Boolean(process.env.E2E_SCREENSHOTS);

// The office mailbox: Dovecot asks the provider whether the app's access token is good (RFC 7662).
const mailboxOwner = { user: provider.account.email, password: 'append-only-password' };
const introspection = new URL('/token/introspection', provider.issuer);
introspection.username = provider.clientId;
introspection.password = provider.clientSecret;
const imap = await startImapTestServer([mailboxOwner], { introspectionUrl: introspection.href });
afterAll(() => imap.stop());

const journey = setUpJourney({
  ...provider.appEnv,
  IMAP_HOST: imap.host,
  IMAP_PORT: String(imap.port),
  IMAP_TLS: 'none',
  IMAP_MAILBOXES: 'INBOX',
});
const { pages } = journey;

/**
 * Clicks the link to the provider, whose page opens in a new tab, and signs in there unless the
 * provider still knows the browser; answers the tab on the provider's consent page.
 */
const openProviderPage = async (page: Page) => {
  const link = page.getByTestId('authorization-link');
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^${provider.issuer}/`));
  const [providerPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  const signIn = providerPage.getByRole('heading', { name: 'Sign in to the test mail provider' });
  const consent = providerPage.getByRole('heading', { name: 'Allow access to your mailbox' });
  await signIn.or(consent).waitFor();
  if (await signIn.isVisible()) {
    await providerPage.getByLabel('Email').fill(provider.account.email);
    await providerPage.getByLabel('Password').fill(provider.account.password);
    await providerPage.getByRole('button', { name: 'Sign in' }).click();
  }
  await consent.waitFor();
  return providerPage;
};

const sealedTokens = () =>
  queryDatabase<{ sealed: string }>(
    journey.app.databaseUrl,
    'SELECT refresh_token_sealed AS sealed FROM mailbox_authorizations',
  );

describe('the admin connects the office mailbox', () => {
  it('opens Mail Authorization Setup: nothing connected yet, and generates the link', async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Office mailbox' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/oauth-setup`);
    await page.getByRole('heading', { name: 'Mail Authorization Setup' }).waitFor();
    await page.getByText('No mailbox is connected.').waitFor();
    await page.getByText(`${journey.app.baseUrl}/api/oauth/callback`).waitFor();
    await page.getByRole('button', { name: 'Generate link' }).click();
    await page.getByTestId('authorization-link').waitFor();
    if (keepScreenshots)
      await page.screenshot({ path: 'test-results/mailbox-link.png', fullPage: true });
  });

  it('generates the link, allows access at the provider and comes back connected', async () => {
    const page = pages.admin!;
    const providerPage = await openProviderPage(page);
    await providerPage.getByRole('button', { name: 'Allow' }).click();
    // The provider sends the browser to the app's callback, which sends it to the setup page.
    await providerPage.waitForURL(`${journey.app.baseUrl}/admin/oauth-setup`);
    await toast(providerPage, 'The office mailbox is connected').waitFor();
    await providerPage
      .getByTestId('connected-mailbox-account')
      .getByText(provider.account.email)
      .waitFor();
    await providerPage.close();

    await page.reload();
    await page.getByTestId('connected-mailbox-account').getByText(provider.account.email).waitFor();
    await page.getByText(/^stored encrypted \(••••.{4}\)$/).waitFor();
    await page.getByText(`The app reads the mailbox as ${provider.account.email}.`).waitFor();
    if (keepScreenshots)
      await page.screenshot({ path: 'test-results/mailbox-connected.png', fullPage: true });
    const [row] = await sealedTokens();
    expect(row?.sealed).toMatch(/^v1\./);
  });

  it('connects again by pasting the address the provider sent the browser to', async () => {
    const page = pages.admin!;
    await waitForToastsToClose(page);
    await page.getByRole('button', { name: 'Generate link' }).click();
    const link = await page.getByTestId('authorization-link').getAttribute('href');
    // As when the redirect cannot reach the app (the link opened on another computer): the
    // provider's pages are gone through there, and the admin copies the address it ended on.
    const returnAddress = await provider.authorize(link!);
    expect(returnAddress.searchParams.get('code')).toBeTruthy();

    await page.getByLabel('Authorization code').fill(returnAddress.href);
    await page.getByRole('button', { name: 'Get Refresh Token' }).click();
    await toast(page, 'The office mailbox is connected').waitFor();
    await page.getByTestId('connected-mailbox-account').getByText(provider.account.email).waitFor();
    const events = await queryDatabase<{ type: string }>(
      journey.app.databaseUrl,
      "SELECT event_type AS type FROM events WHERE stream_id = 'mailbox-authorization' ORDER BY revision",
    );
    expect(events.map((e) => e.type)).toEqual(['MailboxConnected', 'MailboxConnected']);
  });

  it("syncs the mailbox and reads a family's thread on the Communications tab", async () => {
    const page = pages.admin!;
    await waitForToastsToClose(page);
    const subject = `White roses for the slava ${Date.now()}`;
    await imap.append(mailboxOwner, 'INBOX', [
      plainMessage({
        from: 'client@memorialcare.example',
        to: provider.account.email,
        subject,
        messageId: `<journey-${Date.now()}@family.example>`,
        text: 'Dear office,\nplease bring white roses on Saturday.',
      }),
    ]);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Clients' })
      .getByRole('button', { name: /Milica Jovanović/ })
      .click();
    await page.getByRole('tab', { name: 'Communications', exact: true }).click();
    await page.getByRole('button', { name: 'Sync Email' }).click();
    await page
      .getByText(/^Email synced: \d+ new messages?$/)
      .first()
      .waitFor();
    const message = page.getByRole('article', { name: subject });
    await message.getByText('Inbound', { exact: true }).waitFor();
    expect(await message.getByText(/^Dear office,/).innerText()).toBe(
      'Dear office,\nplease bring white roses on Saturday.',
    );
    await page.goto(`${journey.app.baseUrl}/admin/oauth-setup`);
    await page.getByTestId('connected-mailbox-account').getByText(provider.account.email).waitFor();
  });

  it('disconnects the mailbox after the warning', async () => {
    const page = pages.admin!;
    await waitForToastsToClose(page);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect the office mailbox?' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await toast(page, 'The office mailbox is disconnected').waitFor();
    await page.getByText('No mailbox is connected.').waitFor();
    expect(await sealedTokens()).toEqual([]);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { submitSignIn } from './support/page-helpers';

// A family writes from several addresses: the admin records the other ones on the client (as
// tags), is stopped from entering the client's own address or a broken one, sees them on
// Details, and finds the client by one of them.

const journey = setUpJourney();
let page: Page;

const clientList = () => page.getByRole('navigation', { name: 'Clients' });
const details = () => page.getByRole('tabpanel');
/** Clicks the ✕ of a tag (antd hides it from the accessibility tree: found by the tag's title). */
const removeTag = (dialog: Locator, address: string) =>
  dialog.locator(`[title="${address}"] .anticon-close`).click();

describe('admin records a family’s other addresses', () => {
  it('opens the demo client', async () => {
    page = await journey.openPage('admin');
    await page.goto(journey.app.baseUrl);
    await submitSignIn(page, 'admin@memorialcare.example');
    await page.waitForURL(`${journey.app.baseUrl}/admin`);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await clientList()
      .getByRole('button', { name: /Milica Jovanović/ })
      .click();
    await details().getByText('Also writes from').waitFor();
    await details().getByText('None', { exact: true }).waitFor();
  });

  it('refuses the client’s own address and a broken one, then saves two', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    const ownEmail = await dialog.getByLabel('Email', { exact: true }).inputValue();
    const others = dialog.getByLabel('Also writes from', { exact: true });
    await others.fill(ownEmail.toUpperCase());
    await others.press('Enter');
    await dialog.getByText('An alternative address cannot be the client’s own email').waitFor();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await dialog.isVisible()).toBe(true);

    // The tag's ✕ takes the refused address away; then a broken one and two good ones (a comma
    // ends a tag too).
    await removeTag(dialog, ownEmail.toLowerCase());
    await others.fill('not-an-address');
    await others.press('Enter');
    await dialog.getByText('Invalid email address: not-an-address').waitFor();
    await removeTag(dialog, 'not-an-address');
    await others.fill('Sin.Jovanovic@Example.com,');
    await others.fill('posao@firma.de');
    await others.press('Enter');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Client updated successfully', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Details shows them at once, lowercased.
    await details().getByText('sin.jovanovic@example.com', { exact: true }).waitFor();
    await details().getByText('posao@firma.de', { exact: true }).waitFor();
  });

  it('finds the client by one of them', async () => {
    await page.getByLabel('Search clients', { exact: true }).fill('firma.de');
    await clientList()
      .getByRole('button', { name: /Milica Jovanović/ })
      .waitFor();
    expect(await clientList().getByRole('button').count()).toBe(1);
    expect(journey.consoleErrors).toEqual([]);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setUpJourney } from './support/journey';
import { submitSignIn } from './support/page-helpers';

// Issue 18, "accessible to everyone who uses it": axe-core's WCAG 2.1 A/AA rules find no serious
// or critical violation on any main screen of the three roles (and their main dialogs), at
// 1440 px and at 390 px; every signed-in screen has exactly one h1 and a title of its own, and
// the first Tab reaches a skip link that moves the focus to the main content.

const journey = setUpJourney();

const viewports = [
  { name: '1440 px', width: 1440, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** One screen to check: where it is, and (for a dialog) how to open it there. */
interface Screen {
  readonly name: string;
  readonly path: string;
  /** Opens a dialog on the screen; answers the dialog (checked, then closed with Escape). */
  readonly open?: (page: Page) => Promise<void>;
}

/** Clicks the first control `control` finds, then waits for what `shown` finds. */
const clickFor =
  (control: (page: Page) => Locator, shown: (page: Page) => Locator) => async (page: Page) => {
    await control(page).first().click();
    await shown(page).waitFor();
  };

const dialogNamed = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });
const buttonNamed = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name });

/** Opens a dialog from the account menu in the header. */
const fromAccountMenu = (item: string, dialog: string) => async (page: Page) => {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await dialogNamed(dialog)(page).waitFor();
};

const requestDetails = dialogNamed(/Service Request #/);

const roles = {
  admin: {
    email: 'admin@memorialcare.example',
    home: '/admin',
    screens: [
      { name: 'dashboard', path: '/admin' },
      { name: 'service requests', path: '/admin/service-requests' },
      {
        name: 'request details dialog',
        path: '/admin/service-requests',
        open: clickFor(buttonNamed(/^View request #/), requestDetails),
      },
      {
        name: 'request form dialog',
        path: '/admin/service-requests?new=1',
        open: (page) => dialogNamed('New Service Request')(page).waitFor(),
      },
      { name: 'clients', path: '/admin/clients' },
      {
        name: 'client dialog',
        path: '/admin/clients',
        open: clickFor(buttonNamed('Add Client'), dialogNamed('Add New Client')),
      },
      {
        name: 'client profile',
        path: '/admin/clients',
        open: clickFor(
          (page) =>
            page
              .getByRole('navigation', { name: 'Clients' })
              .getByRole('button', { name: /Milica Jovanović/ }),
          (page) => page.getByRole('heading', { name: 'Milica Jovanović', level: 3 }),
        ),
      },
      { name: 'registrations', path: '/admin/client-registrations' },
      { name: 'caretakers', path: '/admin/caretakers' },
      {
        name: 'caretaker dialog',
        path: '/admin/caretakers',
        open: clickFor(
          (page) =>
            page
              .getByRole('article')
              .filter({ hasText: 'Dragan Nikolić' })
              .getByRole('button', { name: 'Details' }),
          dialogNamed('Dragan Nikolić'),
        ),
      },
      { name: 'cemeteries', path: '/admin/cemeteries' },
      { name: 'schedule', path: '/admin/schedule' },
      { name: 'payments', path: '/admin/payments' },
      { name: 'invoices', path: '/admin/payments?tab=invoices' },
      { name: 'payments list', path: '/admin/payments?tab=payments' },
      { name: 'statements', path: '/admin/payments?tab=statements' },
      { name: 'caretaker payouts', path: '/admin/payments?tab=payouts' },
      { name: 'prices and rates', path: '/admin/payments?tab=prices' },
      { name: 'capacity', path: '/admin/capacity' },
      { name: 'activity', path: '/admin/activity' },
      { name: 'outgoing mail', path: '/admin/mail' },
      { name: 'mailbox settings', path: '/admin/oauth-setup' },
      { name: 'API reference', path: '/admin/api-reference' },
    ] satisfies Screen[],
  },
  client: {
    email: 'client@memorialcare.example',
    home: '/client',
    screens: [
      { name: 'dashboard', path: '/client' },
      { name: 'graves', path: '/client/graves' },
      { name: 'service requests', path: '/client/service-requests' },
      {
        name: 'request details dialog',
        path: '/client/service-requests',
        open: clickFor(buttonNamed(/^View request #/), requestDetails),
      },
      { name: 'order', path: '/client/order' },
      { name: 'invoices', path: '/client/payments' },
      {
        name: 'pay dialog',
        path: '/client/payments',
        open: clickFor(buttonNamed(/^Pay Now: invoice /), dialogNamed(/^Pay invoice/)),
      },
      {
        name: 'reminder settings dialog',
        path: '/client',
        open: fromAccountMenu('Reminders', 'Reminder mails'),
      },
    ] satisfies Screen[],
  },
  caretaker: {
    email: 'caretaker@memorialcare.example',
    home: '/caretaker',
    screens: [
      { name: 'tasks', path: '/caretaker' },
      {
        name: 'task detail dialog',
        path: '/caretaker',
        open: clickFor(buttonNamed('View Details'), requestDetails),
      },
      { name: 'schedule', path: '/caretaker/schedule' },
      { name: 'requests', path: '/caretaker/service-requests' },
      { name: 'earnings', path: '/caretaker/payouts' },
      {
        name: 'calendar feed dialog',
        path: '/caretaker',
        open: fromAccountMenu('Calendar feed', 'Calendar feed'),
      },
    ] satisfies Screen[],
  },
} as const;

/**
 * Opens `path` inside the running app, as its links do (a reload per screen would double the
 * journey's time), and waits for its heading and its data (no spinner left). Headings seen
 * before are marked, so a new screen's heading is told from the last one's.
 */
const openScreen = async (page: Page, path: string) => {
  const samePage = await page.evaluate<boolean>(`(() => {
    const target = ${JSON.stringify(path)};
    const same = new URL(target, location.href).pathname === location.pathname;
    for (const heading of document.querySelectorAll('h1')) heading.dataset.seen = '';
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
    return same;
  })()`);
  await page.locator(samePage ? '.app-shell h1' : '.app-shell h1:not([data-seen])').waitFor();
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
};

const violations: string[] = [];

/** Whether the keyboard focus is on the element. */
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => {
    // Typed by hand: the journeys are compiled without the DOM's types.
    const node = element as unknown as { ownerDocument: { activeElement: unknown } };
    return node.ownerDocument.activeElement === node;
  });

/** Checks one screen; answers its title (a dialog's screen: none). */
const visit = async (page: Page, screen: Screen, label: string) => {
  // The previous screen's dialog closes first.
  await page.keyboard.press('Escape');
  await openScreen(page, screen.path);
  let title: string | undefined;
  if (screen.open) await screen.open(page);
  else {
    expect(await page.locator('h1').count(), `${label}: exactly one h1`).toBe(1);
    title = await page.title();
  }
  // Measured as the screen is at rest: the pointer off whatever the last click left it on.
  await page.mouse.move(0, 0);
  violations.push(...(await seriousAxeViolations(page, label)));
  return title;
};

describe('every screen is accessible', () => {
  it('the landing page, sign-in and registration', async () => {
    const page = await journey.openPage('visitor');
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(journey.app.baseUrl);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      violations.push(...(await seriousAxeViolations(page, `landing at ${viewport.name}`)));
      await page.getByRole('button', { name: 'Start Your Care Journey' }).first().click();
      await page.getByRole('dialog', { name: 'Start Your Care Journey' }).waitFor();
      violations.push(...(await seriousAxeViolations(page, `registration at ${viewport.name}`)));
    }
    expect(violations.splice(0).join('\n')).toBe('');
  });

  for (const [role, { email, home, screens }] of Object.entries(roles)) {
    it(`every ${role} screen, at 1440 px and 390 px`, async () => {
      const page = await journey.openPage(role);
      await page.goto(journey.app.baseUrl);
      await submitSignIn(page, email);
      await page.waitForURL(`${journey.app.baseUrl}${home}`);
      const titles = new Map<string, string>();
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        for (const screen of screens as readonly Screen[]) {
          const label = `${role} ${screen.name} at ${viewport.name}`;
          const title = await visit(page, screen, label);
          if (title) titles.set(new URL(screen.path, journey.app.baseUrl).pathname, title);
        }
      }
      expect(violations.splice(0).join('\n')).toBe('');
      // Every screen of the role has a title of its own.
      expect(new Set(titles.values()).size, [...titles.values()].join(', ')).toBe(titles.size);
    });
  }

  it('the first Tab reaches the skip link, which moves the focus to the main content', async () => {
    const page = journey.pages.admin!;
    await page.setViewportSize(viewports[0]);
    await page.goto(`${journey.app.baseUrl}/admin/service-requests`);
    await page.locator('.app-shell h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to main content' }))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('main'))).toBe(true);
    expect(await page.getByRole('main').getAttribute('id')).toBe('main-content');
  });

  it('Tab from the request form’s last button goes on to its first control, not off the page', async () => {
    const page = journey.pages.admin!;
    await page.goto(`${journey.app.baseUrl}/admin/service-requests?new=1`);
    const dialog = page.getByRole('dialog', { name: 'New Service Request' });
    const submit = dialog.getByRole('button', { name: 'Create Request' });
    await submit.focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(submit)).toBe(true);
  });
});

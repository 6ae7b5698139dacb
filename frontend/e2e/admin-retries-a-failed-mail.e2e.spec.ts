import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '@memorial-care/services/mail/testing';
import { setUpJourney } from './support/journey';
import { callApi, signInFromLanding, toast } from './support/page-helpers';

// Outgoing mail: the office approves a family whose mail server refuses the invite (a real SMTP
// server on loopback saying 451), sees the mail failed with its error on /admin/mail, opens it
// from a notification's link, and once the server accepts again sends it again: it goes out.

const suffix = randomBytes(3).toString('hex');
const refusingAddress = `dragana.${suffix}@example.test`;
const clientName = `Dragana Petković ${suffix}`;

// The SMTP server starts before the app (whose SMTP_URL it is) and stops after it: these hooks
// come before the journey's, and vitest runs after-hooks in reverse order.
let smtp: SmtpTestServer;
// Two quick attempts, so the refused mail fails within a second instead of four minutes.
const appEnv: Record<string, string> = { MAIL_RETRY_ATTEMPTS: '2', MAIL_RETRY_BACKOFF_MS: '50' };
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  appEnv.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});

const journey = setUpJourney(appEnv);

interface Delivery {
  readonly jobId: string;
  readonly recipient: string;
  readonly status: string;
}

const failedMailTo = async (page: Page, recipient: string) => {
  const answer = await callApi(page, 'GET', '/api/admin/mail?status=failed&pageSize=100');
  return (answer.json as { items: Delivery[] }).items.find((d) => d.recipient === recipient);
};

describe('the admin retries a failed mail', () => {
  let page: Page;
  let jobId = '';
  const row = () => page.locator(`tr[data-row-key="${jobId}"]`);

  it('opens Outgoing mail from the user menu', async () => {
    page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Outgoing mail' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/mail`);
    await page.getByRole('heading', { name: 'Outgoing mail' }).waitFor();
    await page.getByText('Every mail the app queued').first().waitFor();
  });

  it('approves a family whose mail server refuses the invite, and the mail fails', async () => {
    smtp.refuse(refusingAddress);
    const created = await callApi(page, 'POST', '/api/clients', {
      name: clientName,
      email: refusingAddress,
    });
    expect(created.status).toBe(201);
    const clientId = (created.json as { id: string }).id;
    expect((await callApi(page, 'POST', `/api/clients/${clientId}/approve`)).status).toBe(200);

    await expect
      .poll(async () => (await failedMailTo(page, refusingAddress))?.jobId, { timeout: 20_000 })
      .toBeTruthy();
    jobId = (await failedMailTo(page, refusingAddress))!.jobId;
    expect(smtp.refusals(refusingAddress)).toBe(2);
  });

  it('shows the failed mail with its error under Failed', async () => {
    await page.goto(`${journey.app.baseUrl}/admin/mail?status=failed`);
    await row().waitFor();
    expect(await row().textContent()).toContain(refusingAddress);
    await row().getByText('Failed', { exact: true }).waitFor();
    await row().getByText('Invite', { exact: true }).waitFor();
    await row()
      .getByText(/451 Mailbox busy/)
      .waitFor();
    const status = page.getByRole('radiogroup', { name: 'Status' });
    expect(await status.getByRole('radio', { name: 'Failed' }).isChecked()).toBe(true);
  });

  it('opens the mail from a notification’s link, with its whole error', async () => {
    await page.goto(`${journey.app.baseUrl}/admin/mail?status=failed&jobId=${jobId}`);
    const drawer = page.getByRole('dialog', { name: 'Mail details' });
    await drawer.waitFor();
    await drawer.getByText(refusingAddress).waitFor();
    await drawer
      .getByText(/all recipients were rejected: 451 Mailbox busy, try again later/)
      .waitFor();
    await drawer.getByText(jobId).waitFor();
    expect(await row().getAttribute('class')).toContain('mail-deliveries__row--highlighted');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('jobId')).toBeNull();
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
  });

  it('sends it again once the server accepts: it leaves Failed and becomes Sent', async () => {
    smtp.refuse(refusingAddress, 0);
    await row().getByRole('button', { name: 'Retry' }).click();
    await toast(page, 'Mail queued again').waitFor();
    // Queued again at once: no longer among the failed ones.
    await row().waitFor({ state: 'detached' });

    await page
      .getByRole('radiogroup', { name: 'Status' })
      .getByText('All', { exact: true })
      .click();
    // The list follows a queued mail until it is out.
    await row().getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    expect(smtp.receivedBy(refusingAddress)).toHaveLength(1);
    expect(journey.consoleErrors).toEqual([]);
  });
});

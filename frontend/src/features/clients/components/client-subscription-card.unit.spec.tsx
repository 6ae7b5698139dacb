import type { Client, PlanSubscription } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { serviceRequestsI18n } from '../../service-requests/i18n';
import { clientSubscriptionQueryKey } from '../api/get-client-subscription';
import { clientsI18n } from '../i18n';
import { ClientSubscriptionCard } from './client-subscription-card';

// A static render (no DOM, no requests) of the card in each state, from cached data.

const client = { id: 'c-1', name: 'Milica Jovanović', selectedPlan: 'standard' } as Client;

const subscription: PlanSubscription = {
  clientId: 'c-1',
  plan: 'standard',
  monthlyPrice: '49.00',
  status: 'active',
  firstPeriod: '2026-05',
};

const render = (data: PlanSubscription | null | undefined) =>
  renderToText(<ClientSubscriptionCard client={client} />, {
    translations: {
      clients: clientsI18n.en,
      serviceRequests: serviceRequestsI18n.en,
      common: commonI18n.en,
    },
    setUp: (queryClient) => {
      if (data !== undefined)
        queryClient.setQueryData(clientSubscriptionQueryKey('c-1'), {
          data,
          etag: data ? '"3"' : null,
        });
    },
  });

/** The card's buttons, by their text. */
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, '').trim(),
  );

describe('ClientSubscriptionCard', () => {
  it('offers to start one when the family never had one', async () => {
    const { text, html } = await render(null);
    expect(text).toContain('Plan subscription');
    expect(text).toContain('No plan subscription');
    expect(buttonsOf(html)).toEqual(['Start Subscription']);
  });

  it('shows an active one with Change Plan, Pause and End', async () => {
    const { text, html } = await render(subscription);
    expect(text).toContain('Plan Standard');
    expect(text).toContain('Monthly Price €49.00');
    expect(text).toContain('Status Active');
    expect(text).toContain('Since May 2026');
    expect(html).toMatch(/ant-tag-green[^>]*>Active/);
    expect(buttonsOf(html)).toEqual(['Change Plan', 'Pause', 'End']);
    expect(text).not.toContain('No plan subscription');
  });

  it('shows a paused one with Resume instead of Pause', async () => {
    const { text, html } = await render({
      ...subscription,
      plan: 'custom',
      monthlyPrice: '35.50',
      status: 'paused',
    });
    expect(text).toContain('Plan Custom');
    expect(text).toContain('Monthly Price €35.50');
    expect(text).toContain('Status Paused');
    expect(html).toMatch(/ant-tag-gold[^>]*>Paused/);
    expect(text).toContain('No plan invoices are issued while the subscription is paused.');
    expect(buttonsOf(html)).toEqual(['Change Plan', 'Resume', 'End']);
  });

  it('says when it ended and offers to start one again', async () => {
    const { text, html } = await render({ ...subscription, status: 'ended' });
    expect(text).toContain('Subscription ended');
    expect(text).toContain('Last plan: Standard, €49.00 a month');
    expect(buttonsOf(html)).toEqual(['Start Subscription']);
    expect(text).not.toContain('Monthly Price');
  });

  it('shows a placeholder while it loads', async () => {
    const { text, html } = await render(undefined);
    expect(text).toContain('Plan subscription');
    expect(html).toContain('ant-skeleton');
    expect(buttonsOf(html)).toEqual([]);
  });
});

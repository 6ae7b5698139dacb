import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getExchangeRateQueryOptions } from '../api/get-exchange-rate';
import { billingI18n } from '../i18n';
import { ExchangeRateCard } from './exchange-rate-card';

// A static render of the admin's EUR→RSD rate card, its data already fetched.

const rate = (value: string, effectiveOn: string, note: string | null = null) => ({
  currency: 'RSD' as const,
  rate: value,
  effectiveOn,
  note,
  setAt: `${effectiveOn}T08:00:00.000Z`,
});

const render = (current: ReturnType<typeof rate> | null, history = current ? [current] : []) =>
  renderToText(<ExchangeRateCard />, {
    translations: { billing: billingI18n.en },
    setUp: (queryClient) =>
      queryClient.setQueryData(getExchangeRateQueryOptions().queryKey, { current, history }),
  });

describe('ExchangeRateCard', () => {
  it('shows the rate in force with its day and note, the earlier ones, and the form', async () => {
    const current = rate('117.2345', '2026-11-27', 'NBS middle rate');
    const { text, html } = await render(current, [current, rate('117.1000', '2026-11-20')]);
    expect(text).toContain('EUR → RSD exchange rate');
    expect(text).toContain('1 EUR = 117.2345 RSD');
    expect(text).toContain('Rate of Nov 27, 2026 · NBS middle rate');
    expect(text).toContain('Earlier rates: 117.1000 (Nov 20, 2026)');
    expect(text).toContain('Dinars per euro');
    expect(text).toContain('Set rate');
    expect(html).toContain('inputMode="decimal"');
  });

  it('says that only the SEPA QR code is shown while no rate is set', async () => {
    const { text } = await render(null);
    expect(text).toContain('No rate set yet: invoices show only the SEPA QR code.');
    expect(text).not.toContain('1 EUR =');
  });
});

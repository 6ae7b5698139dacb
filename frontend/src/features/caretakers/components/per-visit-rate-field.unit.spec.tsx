import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { caretakersI18n } from '../i18n';
import { PerVisitRateField } from './per-visit-rate-field';

// A static render (no DOM needed) of the rate input.

describe('PerVisitRateField', () => {
  it('keeps a negative rate as typed, so the form says why instead of clamping it', async () => {
    const { html } = await renderToText(
      <Form initialValues={{ perVisitRate: '-5' }}>
        <PerVisitRateField />
      </Form>,
      { translations: { caretakers: caretakersI18n.en } },
    );
    const rateInput = /<input[^>]*id="perVisitRate"[^>]*>/.exec(html)?.[0] ?? '';
    expect(rateInput).toContain('value="-5.00"');
    expect(rateInput).not.toMatch(/aria-valuemin=/);
  });
});

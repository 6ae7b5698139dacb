import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { featureT } from '../../../lib/testing/translation-checks';
import { caretakersI18n } from '../i18n';
import { PerVisitRateField, perVisitRateRule } from './per-visit-rate-field';

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

  it('says beside the field, in the user’s language, that a negative rate is refused', async () => {
    const check = (language: 'en' | 'sr', value: string | number | null | undefined) =>
      perVisitRateRule(featureT('caretakers', caretakersI18n, language)).validator(null, value);
    await expect(check('en', '-5')).rejects.toThrow('Per-visit rate cannot be negative');
    await expect(check('en', -0.01)).rejects.toThrow('Per-visit rate cannot be negative');
    await expect(check('sr', '-5')).rejects.toThrow('Cena po poseti ne može biti negativna');
    for (const fine of ['0', 0, '30.50', '', null, undefined])
      await expect(check('en', fine)).resolves.toBeUndefined();
  });
});

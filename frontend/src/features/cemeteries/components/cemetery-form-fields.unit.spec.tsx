import { cemeteryInputSchema } from '@memorial-care/contracts/http';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { cemeteriesI18n } from '../i18n';
import { CemeteryFormFields } from './cemetery-form-fields';

// A static render (no DOM needed): each input takes exactly what POST /api/cemeteries accepts.

const maxLengthOf = (html: string, id: string) => {
  const element = new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  return Number(element?.match(/maxlength="(\d+)"/i)?.[1]);
};

const accepts = (field: string, text: string) =>
  cemeteryInputSchema.safeParse({ name: 'N', city: 'C', region: 'R', [field]: text }).success;

const fields = [
  'name',
  'city',
  'region',
  'country',
  'address',
  'contact',
  'phoneEmail',
  'accessNotes',
];

describe('CemeteryFormFields', () => {
  it('lets each text field take as many characters as the server accepts, not more', async () => {
    const { html } = await renderToText(
      <Form>
        <CemeteryFormFields />
      </Form>,
      { translations: { cemeteries: cemeteriesI18n.en } },
    );
    for (const field of fields) {
      const maxLength = maxLengthOf(html, field);
      expect({ field, accepted: accepts(field, 'x'.repeat(maxLength)) }).toEqual({
        field,
        accepted: true,
      });
      expect({ field, accepted: accepts(field, 'x'.repeat(maxLength + 1)) }).toEqual({
        field,
        accepted: false,
      });
    }
    // City took 120 characters while the server refuses more than 100.
    expect(maxLengthOf(html, 'city')).toBe(100);
  });
});

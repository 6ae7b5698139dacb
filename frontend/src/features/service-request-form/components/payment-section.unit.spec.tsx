import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { serviceRequestsI18n } from '../../service-requests/i18n';
import { serviceRequestFormI18n } from '../i18n';
import { PaymentSection } from './payment-section';

// A static render (no DOM needed) of the amount input.

describe('PaymentSection amount', () => {
  it('sets no bounds on the input, so 20000 or -5 reach the checks instead of being clamped', async () => {
    const { html } = await renderToText(
      <Form initialValues={{ amount: 20000 }}>
        <PaymentSection />
      </Form>,
      {
        translations: {
          serviceRequestForm: serviceRequestFormI18n.en,
          serviceRequests: serviceRequestsI18n.en,
        },
      },
    );
    const amountInput = /<input[^>]*id="amount"[^>]*>/.exec(html)?.[0] ?? '';
    expect(amountInput).toContain('value="20000.00"');
    expect(amountInput).not.toMatch(/aria-valuem(in|ax)=/);
  });
});

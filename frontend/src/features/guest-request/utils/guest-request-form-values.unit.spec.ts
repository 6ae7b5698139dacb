import { guestRequestSchema } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  initialGuestRequestValues,
  toGuestRequest,
  type GuestRequestFormValues,
} from './guest-request-form-values';

const values: GuestRequestFormValues = {
  guestName: ' Stefan Nikolić ',
  guestEmail: ' stefan@example.de ',
  guestPhone: ' +49 89 1234567 ',
  serviceType: 'candle_lighting',
  description: '  Zadušnice, Gradsko groblje Kraljevo  ',
  priority: 'high',
};

describe('initialGuestRequestValues', () => {
  it('starts at normal urgency, as the spec says', () => {
    expect(initialGuestRequestValues).toEqual({ priority: 'normal' });
  });
});

describe('toGuestRequest', () => {
  it('trims the texts and keeps the choices', () => {
    expect(toGuestRequest(values)).toEqual({
      guestName: 'Stefan Nikolić',
      guestEmail: 'stefan@example.de',
      guestPhone: '+49 89 1234567',
      serviceType: 'candle_lighting',
      description: 'Zadušnice, Gradsko groblje Kraljevo',
      priority: 'high',
    });
  });

  it('sends no message as null', () => {
    expect(toGuestRequest({ ...values, description: undefined }).description).toBeNull();
    expect(toGuestRequest({ ...values, description: ' \n ' }).description).toBeNull();
  });

  it('builds a body the server contract accepts', () => {
    expect(guestRequestSchema.safeParse(toGuestRequest(values)).success).toBe(true);
  });
});

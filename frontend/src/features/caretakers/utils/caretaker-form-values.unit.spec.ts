import { describe, expect, it } from 'vitest';
import {
  caretakerToFormValues,
  emptyCaretakerFormValues,
  formValuesToInput,
  rateOrNull,
} from './caretaker-form-values';

describe('caretaker form values', () => {
  it('starts a new caretaker active, with payment status current', () => {
    expect(emptyCaretakerFormValues).toMatchObject({
      isActive: true,
      paymentStatus: 'current',
      preferredLanguage: 'Serbian',
    });
  });

  it('sends empty optional fields as null and the rate with two places', () => {
    expect(
      formValuesToInput({
        ...emptyCaretakerFormValues,
        name: ' Milan ',
        email: ' milan@example.rs ',
        phone: ' 064 1 ',
        region: ' ',
        bankDetails: '',
        perVisitRate: '30.5',
        preferredVisitDays: ['Monday'],
      }),
    ).toEqual({
      name: 'Milan',
      email: 'milan@example.rs',
      phone: '064 1',
      region: null,
      isActive: true,
      preferredVisitDays: ['Monday'],
      perVisitRate: '30.50',
      preferredPaymentMethod: null,
      bankDetails: null,
      paymentStatus: 'current',
      preferredLanguage: 'Serbian',
    });
  });

  it('turns the rate into text: empty is null, numbers get two places', () => {
    expect(rateOrNull(null)).toBeNull();
    expect(rateOrNull('')).toBeNull();
    expect(rateOrNull(' ')).toBeNull();
    expect(rateOrNull(30)).toBe('30.00');
    expect(rateOrNull(0)).toBe('0.00');
    expect(rateOrNull('12.34')).toBe('12.34');
    expect(rateOrNull('-1')).toBe('-1');
  });

  it('fills the edit form from a caretaker', () => {
    expect(
      caretakerToFormValues({
        id: 'x',
        name: 'Dragan',
        email: 'd@example.rs',
        phone: '1',
        region: null,
        isActive: false,
        preferredVisitDays: ['Friday'],
        perVisitRate: '30.00',
        preferredPaymentMethod: 'cash',
        bankDetails: null,
        paymentStatus: 'overdue',
        holidayDates: [],
        preferredLanguage: 'German',
        createdAt: '',
        updatedAt: '',
        requestCounts: { total: 0, active: 0, done: 0 },
      }),
    ).toMatchObject({
      region: '',
      bankDetails: '',
      perVisitRate: '30.00',
      isActive: false,
      preferredLanguage: 'German',
    });
  });
});

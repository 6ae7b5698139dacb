import { priorities, urgencyPromise } from '@memorial-care/contracts/domain';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestRequestI18n } from '../i18n';
import { urgencyOptions } from './urgency';

const i18n = createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    ns: ['guestRequest'],
    defaultNS: 'guestRequest',
    resources: {
      en: { guestRequest: guestRequestI18n.en },
      sr: { guestRequest: guestRequestI18n.sr },
      de: { guestRequest: guestRequestI18n.de },
    },
  }),
);

describe('urgencyOptions', () => {
  it('offers the four levels with the promised response times, least pressing first', () => {
    expect(urgencyOptions(i18n.getFixedT('en', 'guestRequest'))).toEqual([
      { value: 'low', label: 'Low — response within 2 weeks' },
      { value: 'normal', label: 'Normal — response within 1 week' },
      { value: 'high', label: 'High — response within 3 days' },
      { value: 'urgent', label: 'Urgent — response within 24 hours' },
    ]);
  });

  it('words the English promises exactly as the contract constants', () => {
    for (const priority of priorities) {
      expect(guestRequestI18n.en.urgency.promises[priority]).toBe(urgencyPromise[priority].label);
    }
  });

  it('speaks Serbian and German too', () => {
    const [, normalSr] = urgencyOptions(i18n.getFixedT('sr', 'guestRequest'));
    const [, , , urgentDe] = urgencyOptions(i18n.getFixedT('de', 'guestRequest'));
    expect(normalSr?.label).toBe('Uobičajena — odgovor u roku od 1 nedelje');
    expect(urgentDe?.label).toBe('Dringend — Antwort innerhalb von 24 Stunden');
  });
});

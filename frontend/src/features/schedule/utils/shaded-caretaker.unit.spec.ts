import { describe, expect, it } from 'vitest';
import { shadedCaretaker } from './shaded-caretaker';

const dragan = {
  id: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'Dragan Nikolić',
  preferredVisitDays: ['Monday' as const],
  holidayDates: ['2026-03-04'],
};
const zoranId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

describe('whose days off are shaded', () => {
  it('is a caretaker’s own, whatever the filter says', () => {
    expect(shadedCaretaker(dragan, 'caretaker', null)).toBe(dragan);
    expect(shadedCaretaker(dragan, 'caretaker', zoranId)).toBe(dragan);
  });

  it('is the admin’s filtered caretaker, not one of an answer still on screen', () => {
    expect(shadedCaretaker(dragan, 'admin', dragan.id)).toBe(dragan);
    expect(shadedCaretaker(dragan, 'admin', zoranId)).toBeNull();
    expect(shadedCaretaker(dragan, 'admin', null)).toBeNull();
  });

  it('is no one without a caretaker in the answer', () => {
    expect(shadedCaretaker(null, 'admin', zoranId)).toBeNull();
    expect(shadedCaretaker(null, 'caretaker', null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { CareOccasion } from '@memorial-care/contracts/domain';
import { plannedRequestDescription } from './occasion-texts';

const fortiethDay: CareOccasion = {
  key: 'fortiethDay:2027-04-30',
  kind: 'fortiethDay',
  date: '2027-04-30',
  visitDate: '2027-05-10',
  inEasterPause: true,
  years: null,
  label: null,
};
const slava: CareOccasion = {
  key: 'slava:2027-05-06',
  kind: 'slava',
  date: '2027-05-06',
  visitDate: '2027-05-06',
  inEasterPause: false,
  years: null,
  label: 'Đurđevdan',
};

describe('plannedRequestDescription', () => {
  it('names the occasion, its label and a visit moved by the Easter pause', () => {
    expect(plannedRequestDescription(slava, true)).toBe(
      'Care plan: Slava – Đurđevdan on 2027-05-06',
    );
    expect(plannedRequestDescription(fortiethDay, true)).toBe(
      'Care plan: 40th-day memorial on 2027-04-30, visited on 2027-05-10 after the Easter pause',
    );
  });

  it('flags first that no caretaker was free on the visit day', () =>
    expect(plannedRequestDescription(fortiethDay, false)).toBe(
      'Care plan: no caretaker free on 2027-05-10 — 40th-day memorial on 2027-04-30, ' +
        'visited on 2027-05-10 after the Easter pause',
    ));
});

import { describe, expect, it } from 'vitest';
import type { CareWishes } from '@memorial-care/contracts/domain';
import { noImportantDates } from '@memorial-care/contracts/events';
import { carePlanView } from './care-plan-view';

const graveId = '2b4c6d8e-0f1a-4b3c-8d5e-6f7a8b9c0d1e';
const requestId = '6e5d4c3b-2a19-4807-9f6e-5d4c3b2a1908';

// Died on 22 March 2027: the 40th day (30 April) falls in the Easter pause of 2027.
const wishes: CareWishes = {
  importantDates: { ...noImportantDates, deathAnniversary: true, easter: true },
  visitFrequency: 'scheduled',
  deceasedDateOfBirth: '1950-01-10',
  deceasedDateOfDeath: '2027-03-22',
};

describe('carePlanView', () => {
  const view = carePlanView({
    graveId,
    wishes,
    facts: {
      paused: true,
      skipped: ['halfYear:2027-09-22'],
      bookings: [{ occasionKey: 'fortiethDay:2027-04-30', requestId, status: 'scheduled' }],
    },
    today: '2027-03-25',
    leadDays: 21,
  });

  it('lists the memorial days of the coming year, the Easter pause moving one', () =>
    expect(view.memorialDays).toEqual([
      {
        kind: 'ninthDay',
        date: '2027-03-30',
        years: null,
        inEasterPause: false,
        proposedDate: null,
      },
      {
        kind: 'fortiethDay',
        date: '2027-04-30',
        years: null,
        inEasterPause: true,
        proposedDate: '2027-05-10',
      },
      {
        kind: 'halfYear',
        date: '2027-09-22',
        years: null,
        inEasterPause: false,
        proposedDate: null,
      },
      { kind: 'firstYear', date: '2028-03-22', years: 1, inEasterPause: false, proposedDate: null },
    ]));

  it('marks the occasions skipped and booked, and says the plan is automatic and paused', () => {
    expect(view).toMatchObject({ automatic: true, paused: true, leadDays: 21 });
    const byKey = new Map(view.occasions.map((occasion) => [occasion.key, occasion]));
    expect(byKey.get('fortiethDay:2027-04-30')).toMatchObject({
      visitDate: '2027-05-10',
      inEasterPause: true,
      skipped: false,
      request: { id: requestId, status: 'scheduled' },
    });
    expect(byKey.get('easter:2027-05-02')).toMatchObject({
      visitDate: '2027-05-10',
      request: null,
    });
    expect(byKey.get('halfYear:2027-09-22')).toMatchObject({ skipped: true, request: null });
  });

  it('has no memorial days without a date of death, and is not automatic on demand', () => {
    const onDemand = carePlanView({
      graveId,
      wishes: { ...wishes, visitFrequency: 'on_demand', deceasedDateOfDeath: null },
      facts: { paused: false, skipped: [], bookings: [] },
      today: '2027-03-25',
      leadDays: 21,
    });
    expect(onDemand).toMatchObject({ automatic: false, memorialDays: [] });
    expect(onDemand.occasions.map((occasion) => occasion.kind)).toEqual(['easter']);
  });
});

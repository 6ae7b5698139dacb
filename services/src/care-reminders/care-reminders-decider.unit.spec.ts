import { describe, it } from 'vitest';
import type {
  CareReminderDue,
  CareReminderEvent,
  MemorialDaysReminderDue,
} from '@memorial-care/contracts/events';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { careRemindersDecider, type CareReminderCommand } from './care-reminders-decider';

const given = DeciderSpecification.for(careRemindersDecider);

const graveId = '4f0c7a4e-8a55-4a53-9d43-6a3c0e7f1a10';
const clientId = '0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51';

const occasion = (kind: CareReminderDue['kind'], date: string): CareReminderDue => ({
  graveId,
  clientId,
  kind,
  occasionKey: `${kind}:${date}`,
  date,
  visitDate: date,
  years: null,
  label: null,
  daysBefore: 14,
});
const slava = occasion('slava', '2026-12-19');
const christmas = occasion('christmas', '2027-01-07');

const remind = (...occasions: CareReminderDue[]): CareReminderCommand => ({
  type: 'RemindOfCareOccasions',
  data: { occasions },
});
const due = (reminder: CareReminderDue): CareReminderEvent => ({
  type: 'CareReminderDue',
  data: reminder,
});

const memorialDays: MemorialDaysReminderDue = {
  graveId,
  clientId,
  dateOfDeath: '2026-06-01',
  days: [
    {
      kind: 'fortiethDay',
      occasionKey: 'fortiethDay:2026-07-10',
      date: '2026-07-10',
      visitDate: '2026-07-10',
      years: null,
    },
    {
      kind: 'halfYear',
      occasionKey: 'halfYear:2026-12-01',
      date: '2026-12-01',
      visitDate: '2026-12-01',
      years: null,
    },
  ],
  coveredOccasionKeys: ['fortiethDay:2026-07-10'],
};
const remindOfMemorialDays: CareReminderCommand = {
  type: 'RemindOfMemorialDays',
  data: memorialDays,
};
const memorialDaysDue: CareReminderEvent = { type: 'MemorialDaysReminderDue', data: memorialDays };

describe('care reminders decider', () => {
  it('reminds of each occasion not reminded of yet', () =>
    given([])
      .when(remind(slava, christmas))
      .then([due(slava), due(christmas)]));

  it('refuses an occasion already reminded of, and reminds of the others', () => {
    given([due(slava)])
      .when(remind(slava, christmas))
      .then([due(christmas)]);
    given([due(slava), due(christmas)])
      .when(remind(slava, christmas))
      .thenNothing();
  });

  it('reminds of an occasion named twice in one run once', () =>
    given([])
      .when(remind(slava, slava))
      .then([due(slava)]));

  it('reminds of the memorial days once', () => {
    given([]).when(remindOfMemorialDays).then([memorialDaysDue]);
    given([memorialDaysDue]).when(remindOfMemorialDays).thenNothing();
  });

  it('counts the occasions the memorial-days mail covered as reminded of, and only those', () => {
    const fortieth = { ...occasion('fortiethDay', '2026-07-10') };
    const halfYear = { ...occasion('halfYear', '2026-12-01') };
    given([memorialDaysDue])
      .when(remind(fortieth, halfYear))
      .then([due(halfYear)]);
  });
});

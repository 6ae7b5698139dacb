import { describe, expect, it } from 'vitest';
import { noImportantDates } from '../events/graves';
import {
  careOccasions,
  isAutomaticCarePlan,
  parseCareOccasionKey,
  type CareWishes,
} from './care-occasions';

const nothingWanted: CareWishes['importantDates'] = noImportantDates;

const wishes = (overrides: Partial<CareWishes>): CareWishes => ({
  importantDates: nothingWanted,
  visitFrequency: 'scheduled',
  deceasedDateOfBirth: '1940-02-29',
  deceasedDateOfDeath: '2026-04-28',
  ...overrides,
});

const keysOf = (wanted: CareWishes, from: string, to: string) =>
  careOccasions(wanted, from, to).map(({ key, visitDate }) => `${key}@${visitDate}`);

describe('careOccasions', () => {
  it('lists nothing for a grave that wants nothing', () => {
    expect(careOccasions(wishes({}), '2026-01-01', '2027-12-31')).toEqual([]);
  });

  it('moves a memorial in the Easter pause to Pobusani ponedeljak and keeps its own date in the key', () => {
    // Orthodox Easter 2027 is 2 May: the pause runs 24 April to 9 May, Pobusani ponedeljak is 10 May.
    const wanted = wishes({ importantDates: { ...nothingWanted, deathAnniversary: true } });
    const [firstYear] = careOccasions(wanted, '2027-04-01', '2027-05-31');
    expect(firstYear).toEqual({
      key: 'firstYear:2027-04-28',
      kind: 'firstYear',
      date: '2027-04-28',
      visitDate: '2027-05-10',
      inEasterPause: true,
      years: 1,
      label: null,
    });
    // Visited after `to`, so not listed; listed when the range holds the visit day only.
    expect(careOccasions(wanted, '2027-04-01', '2027-05-09')).toEqual([]);
    expect(keysOf(wanted, '2027-05-10', '2027-05-10')).toEqual(['firstYear:2027-04-28@2027-05-10']);
  });

  it('lists the memorials after a recent death, the four Zadušnice and a slava', () => {
    const wanted = wishes({
      importantDates: {
        ...nothingWanted,
        deathAnniversary: true,
        zadusnice: true,
        slava: { name: 'Sveti Nikola', date: '12-19' },
      },
    });
    expect(keysOf(wanted, '2026-04-28', '2026-12-31')).toEqual([
      'ninthDay:2026-05-06@2026-05-06',
      'pentecostZadusnice:2026-05-30@2026-05-30',
      'fortiethDay:2026-06-06@2026-06-06',
      'miholjskeZadusnice:2026-10-10@2026-10-10',
      'halfYear:2026-10-28@2026-10-28',
      'mitrovskeZadusnice:2026-11-07@2026-11-07',
      'slava:2026-12-19@2026-12-19',
    ]);
  });

  it('keeps a 29 February birthday on 28 February in other years and counts the years', () => {
    const wanted = wishes({ importantDates: { ...nothingWanted, birthday: true } });
    expect(careOccasions(wanted, '2027-01-01', '2028-12-31').map((o) => [o.date, o.years])).toEqual(
      [
        ['2027-02-28', 87],
        ['2028-02-29', 88],
      ],
    );
  });

  it('adds a first-Saturday visit each month to a recurring plan only', () => {
    const recurring = wishes({ visitFrequency: 'recurring' });
    expect(careOccasions(recurring, '2026-12-01', '2027-02-28').map((o) => o.key)).toEqual([
      'monthlyVisit:2026-12-05',
      'monthlyVisit:2027-01-02',
      'monthlyVisit:2027-02-06',
    ]);
    expect(
      careOccasions(wishes({ visitFrequency: 'on_demand' }), '2026-12-01', '2027-02-28'),
    ).toEqual([]);
  });

  it('visits Easter on Pobusani ponedeljak, Christmas on 7 January', () => {
    const wanted = wishes({ importantDates: { ...nothingWanted, easter: true, christmas: true } });
    expect(keysOf(wanted, '2027-01-01', '2027-12-31')).toEqual([
      'christmas:2027-01-07@2027-01-07',
      'easter:2027-05-02@2027-05-10',
    ]);
  });
});

describe('care plan keys and kinds', () => {
  it('parses only known kinds with real dates', () => {
    expect(parseCareOccasionKey('slava:2026-12-19')).toEqual({ kind: 'slava', date: '2026-12-19' });
    expect(parseCareOccasionKey('party:2026-12-19')).toBeNull();
    expect(parseCareOccasionKey('slava:2026-13-45')).toBeNull();
    expect(parseCareOccasionKey('slava:2026-12-19;drop')).toBeNull();
  });

  it('creates requests by itself only for scheduled and recurring care', () => {
    expect(isAutomaticCarePlan({ visitFrequency: 'scheduled' })).toBe(true);
    expect(isAutomaticCarePlan({ visitFrequency: 'recurring' })).toBe(true);
    expect(isAutomaticCarePlan({ visitFrequency: 'on_demand' })).toBe(false);
    expect(isAutomaticCarePlan({ visitFrequency: null })).toBe(false);
  });
});

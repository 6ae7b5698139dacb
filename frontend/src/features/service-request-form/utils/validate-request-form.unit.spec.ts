import {
  caretakerUnavailability,
  caretakerUnavailableMessage,
} from '@memorial-care/contracts/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formT } from '../testing/form-t';
import { issueMessage } from './issue-message';
import { emptyRequestFormValues, type RequestFormValues } from './request-form-values';
import {
  amountIssue,
  availabilityIssue,
  issuesByField,
  serviceDay,
  stillOpenIssues,
  validateRequestForm,
  type CaretakerFacts,
  type ClientFacts,
  type OriginalRequest,
  type ValidationContext,
} from './validate-request-form';

const t = formT('en');

// Wednesday 1 May 2030, noon in Belgrade.
const now = new Date('2030-05-01T10:00:00.000Z');
const monday = dayjs('2030-05-06T08:00:00.000Z');
const tuesday = dayjs('2030-05-07T08:00:00.000Z');
const friday = dayjs('2030-05-10T08:00:00.000Z');

const ana: CaretakerFacts = {
  id: 'ana',
  name: 'Ana Petrović',
  preferredVisitDays: ['Monday', 'Friday'],
  holidayDates: ['2030-05-10'],
};
const anyDay: CaretakerFacts = { id: 'any', name: '', preferredVisitDays: [], holidayDates: [] };
const clients: ClientFacts[] = [
  { id: 'active', planStatus: 'active' },
  { id: 'overdue', planStatus: 'overdue' },
  { id: 'inactive', planStatus: 'inactive' },
];
const context: ValidationContext = { clients, caretakers: [ana, anyDay], now };

const valid: RequestFormValues = {
  ...emptyRequestFormValues,
  clientId: 'active',
  graveId: 'grave',
  cemeteryId: 'cemetery',
  serviceType: 'grave_cleaning',
  caretakerId: 'ana',
  scheduledDate: monday,
  amount: 30,
};

const messages = (values: RequestFormValues, ctx: ValidationContext = context) =>
  validateRequestForm(values, ctx).issues.map((issue) => issueMessage(t, issue));

describe('serviceDay', () => {
  it('reads the day in Serbia, where the graves are', () => {
    expect(serviceDay(new Date('2030-05-06T08:00:00.000Z'))).toEqual({
      date: '2030-05-06',
      weekday: 'Monday',
    });
    // 23:30 UTC on Sunday is already Monday in Belgrade (UTC+2 in May).
    expect(serviceDay(new Date('2030-05-05T23:30:00.000Z'))).toEqual({
      date: '2030-05-06',
      weekday: 'Monday',
    });
  });
});

describe('a new request', () => {
  it('passes when everything is filled in properly', () => {
    expect(validateRequestForm(valid, context)).toEqual({ issues: [], planOverdue: false });
  });

  it('collects every missing field at once, in the form order, with the spec messages', () => {
    const result = messages({ ...emptyRequestFormValues, priority: undefined });
    expect(result).toEqual([
      'Please select a client from the dropdown',
      'Please select a grave for this service request',
      'Please select a service type (Basic Cleaning, Deep Cleaning, etc.)',
      'Please assign a caretaker to handle this request',
      'Please select a scheduled visit date',
      'Please select a priority level',
    ]);
    expect(t('summary.title', { count: result.length })).toBe('6 Errors Found');
  });

  it('accepts a typed name and email instead of a picked client', () => {
    expect(
      messages({
        ...valid,
        clientId: undefined,
        clientName: 'Jovana Petrović',
        clientEmail: 'jovana@example.com',
      }),
    ).toEqual([]);
  });

  it('wants both the name and the email of a new client, and a valid email', () => {
    expect(messages({ ...valid, clientId: undefined, clientName: 'Jovana' })).toEqual([
      'Please select a client from the dropdown',
    ]);
    expect(
      messages({ ...valid, clientId: undefined, clientName: 'Jovana', clientEmail: 'jovana@' }),
    ).toEqual(['Invalid email address']);
  });

  it('accepts a deceased name at a cemetery instead of a picked grave', () => {
    expect(messages({ ...valid, graveId: undefined, deceasedName: 'Petar Petrović' })).toEqual([]);
  });

  it('asks for the cemetery of a new grave', () => {
    const result = validateRequestForm(
      { ...valid, graveId: undefined, cemeteryId: undefined, deceasedName: 'Petar Petrović' },
      context,
    );
    expect(result.issues).toEqual([{ field: 'cemeteryId', key: 'cemeteryRequired' }]);
    expect(issueMessage(t, result.issues[0]!)).toBe('Cemetery information is required');
  });

  it('ignores blanks typed as names', () => {
    expect(
      messages({
        ...valid,
        clientId: undefined,
        clientName: '  ',
        clientEmail: ' ',
        graveId: undefined,
        deceasedName: '   ',
      }),
    ).toEqual([
      'Please select a client from the dropdown',
      'Please select a grave for this service request',
    ]);
  });

  it('refuses a date in the past but accepts any time today', () => {
    expect(
      messages({ ...valid, caretakerId: 'any', scheduledDate: dayjs('2030-04-30T08:00:00Z') }),
    ).toEqual(['Scheduled date cannot be in the past']);
    expect(
      messages({ ...valid, caretakerId: 'any', scheduledDate: dayjs('2030-05-01T05:00:00Z') }),
    ).toEqual([]);
  });

  it('treats an invalid date as no date', () => {
    expect(messages({ ...valid, scheduledDate: dayjs('nonsense') })).toEqual([
      'Please select a scheduled visit date',
    ]);
  });

  it('refuses a day the caretaker does not work, naming their days', () => {
    expect(messages({ ...valid, scheduledDate: tuesday })).toEqual([
      'Ana Petrović is not available on Tuesday. Available days: Monday, Friday',
    ]);
  });

  it("refuses the caretaker's holiday", () => {
    expect(messages({ ...valid, scheduledDate: friday })).toEqual([
      'Ana Petrović is on holiday on Friday, 2030-05-10',
    ]);
  });

  it('lets a caretaker without preferred days work any day', () => {
    expect(messages({ ...valid, caretakerId: 'any', scheduledDate: tuesday })).toEqual([]);
  });

  it('skips availability for a caretaker it does not know', () => {
    expect(messages({ ...valid, caretakerId: 'gone', scheduledDate: tuesday })).toEqual([]);
  });

  it('checks the amount', () => {
    expect(messages({ ...valid, amount: -1 })).toEqual(['Amount cannot be negative']);
    expect(messages({ ...valid, amount: 10000.01 })).toEqual([
      'Amount seems unusually high (max €10,000)',
    ]);
    expect(messages({ ...valid, amount: 'abc' })).toEqual(['Amount must be a valid number']);
    expect(messages({ ...valid, amount: null })).toEqual([]);
    expect(messages({ ...valid, amount: 10000 })).toEqual([]);
    expect(messages({ ...valid, amount: 0 })).toEqual([]);
  });

  it('blocks an overdue client, and only an overdue one', () => {
    expect(validateRequestForm({ ...valid, clientId: 'overdue' }, context)).toEqual({
      issues: [],
      planOverdue: true,
    });
    expect(validateRequestForm({ ...valid, clientId: 'inactive' }, context).planOverdue).toBe(
      false,
    );
    expect(
      validateRequestForm(
        { ...valid, clientId: undefined, clientName: 'New', clientEmail: 'new@example.com' },
        context,
      ).planOverdue,
    ).toBe(false);
  });

  it('reports the plan together with the field errors', () => {
    const result = validateRequestForm({ ...valid, clientId: 'overdue', amount: -5 }, context);
    expect(result.planOverdue).toBe(true);
    expect(result.issues).toHaveLength(1);
  });
});

describe('an edited request', () => {
  const original: OriginalRequest = {
    clientId: 'active',
    graveId: 'grave',
    caretakerId: 'ana',
    scheduledDate: '2030-04-29T08:00:00.000Z', // a Monday now past
  };
  const edit: ValidationContext = { ...context, original };
  const asStored: RequestFormValues = { ...valid, scheduledDate: dayjs(original.scheduledDate) };

  it('keeps an old date from the past as it was', () => {
    expect(messages(asStored, edit)).toEqual([]);
  });

  it('refuses a new date in the past', () => {
    expect(messages({ ...asStored, scheduledDate: dayjs('2030-04-22T08:00:00Z') }, edit)).toEqual([
      'Scheduled date cannot be in the past',
    ]);
  });

  it('checks availability only when the caretaker or the date changes', () => {
    const stillTuesday: OriginalRequest = { ...original, scheduledDate: tuesday.toISOString() };
    const ctx = { ...context, original: stillTuesday };
    expect(messages({ ...valid, scheduledDate: tuesday }, ctx)).toEqual([]);
    expect(
      messages(
        { ...valid, caretakerId: 'ana', scheduledDate: tuesday },
        {
          ...ctx,
          original: { ...stillTuesday, caretakerId: 'any' },
        },
      ),
    ).toEqual(['Ana Petrović is not available on Tuesday. Available days: Monday, Friday']);
  });

  it('cannot clear what the request had', () => {
    expect(
      messages(
        {
          ...asStored,
          clientId: undefined,
          graveId: undefined,
          caretakerId: undefined,
          scheduledDate: null,
          serviceType: undefined,
          priority: undefined,
        },
        edit,
      ),
    ).toEqual([
      'Please select a client from the dropdown',
      'Please select a grave for this service request',
      'Please select a service type (Basic Cleaning, Deep Cleaning, etc.)',
      'Please assign a caretaker to handle this request',
      'Please select a scheduled visit date',
      'Please select a priority level',
    ]);
  });

  it("does not ask a guest's request for what it never had", () => {
    const guest: OriginalRequest = {
      clientId: null,
      graveId: null,
      caretakerId: null,
      scheduledDate: null,
    };
    expect(
      messages(
        {
          ...emptyRequestFormValues,
          serviceType: 'candle_lighting',
          clientName: 'ignored',
          deceasedName: 'ignored',
        },
        { ...context, original: guest },
      ),
    ).toEqual([]);
  });

  it('blocks an overdue plan only when the client changes', () => {
    const overdueOriginal = { ...edit, original: { ...original, clientId: 'overdue' } };
    expect(
      validateRequestForm({ ...asStored, clientId: 'overdue' }, overdueOriginal).planOverdue,
    ).toBe(false);
    expect(validateRequestForm({ ...asStored, clientId: 'overdue' }, edit).planOverdue).toBe(true);
  });
});

describe('building blocks', () => {
  it('amountIssue reads numbers and decimal text', () => {
    expect(amountIssue('12.50')).toBeNull();
    expect(amountIssue(' ')).toBeNull();
    expect(amountIssue(undefined)).toBeNull();
    expect(amountIssue('-0.01')).toBe('amountNegative');
    expect(amountIssue(Number.NaN)).toBe('amountInvalid');
    expect(amountIssue('1e5')).toBe('amountTooHigh');
  });

  it('availabilityIssue compares weekdays without case', () => {
    const lower = { ...ana, preferredVisitDays: ['Monday'] as const, holidayDates: [] };
    expect(availabilityIssue(lower, monday.toDate())).toBeNull();
    expect(availabilityIssue(lower, tuesday.toDate())).toMatchObject({
      key: 'caretakerUnavailable',
      weekday: 'Tuesday',
      days: ['Monday'],
    });
  });

  it('names an unnamed caretaker "Selected caretaker"', () => {
    const nameless = { ...ana, name: '' };
    const issue = availabilityIssue(nameless, tuesday.toDate());
    expect(issueMessage(t, issue!)).toBe(
      'Selected caretaker is not available on Tuesday. Available days: Monday, Friday',
    );
  });

  it('words the English messages as the server does', () => {
    for (const caretaker of [ana, { ...ana, name: '' }])
      for (const day of [tuesday, friday]) {
        const issue = availabilityIssue(caretaker, day.toDate())!;
        const unavailable = caretakerUnavailability(caretaker, day.toDate())!;
        expect(issueMessage(t, issue)).toBe(
          caretakerUnavailableMessage(caretaker.name, unavailable),
        );
      }
  });

  it('writes "Not specified" for an empty list of days', () => {
    expect(
      issueMessage(t, {
        field: 'caretakerId',
        key: 'caretakerUnavailable',
        name: 'Ana',
        weekday: 'Sunday',
        days: [],
      }),
    ).toBe('Ana is not available on Sunday. Available days: Not specified');
  });

  it('speaks the interface language', () => {
    const issue = availabilityIssue(ana, tuesday.toDate())!;
    expect(issueMessage(formT('sr'), issue)).toBe(
      'Ana Petrović nije dostupan u dan: utorak. Dostupni dani: ponedeljak, petak',
    );
    expect(issueMessage(formT('de'), issue)).toBe(
      'Ana Petrović ist am Dienstag nicht verfügbar. Verfügbare Tage: Montag, Freitag',
    );
  });

  it('groups messages by field for the form', () => {
    const { issues } = validateRequestForm(
      {
        ...valid,
        clientId: undefined,
        clientName: 'Jovana',
        clientEmail: 'bad',
        scheduledDate: tuesday,
        amount: -1,
      },
      context,
    );
    expect(issuesByField(issues, (issue) => issueMessage(t, issue))).toEqual([
      { name: 'clientEmail', errors: ['Invalid email address'] },
      {
        name: 'caretakerId',
        errors: ['Ana Petrović is not available on Tuesday. Available days: Monday, Friday'],
      },
      { name: 'amount', errors: ['Amount cannot be negative'] },
    ]);
  });

  it('stillOpenIssues drops what the user fixed after a submit and adds nothing new', () => {
    const submitted = validateRequestForm(
      { ...valid, serviceType: undefined, amount: 20000 },
      context,
    );
    expect(submitted.issues.map((issue) => issueMessage(t, issue))).toEqual([
      'Please select a service type (Basic Cleaning, Deep Cleaning, etc.)',
      'Amount seems unusually high (max €10,000)',
    ]);
    // The amount is fixed, and the caretaker cleared meanwhile (a new problem, for the next submit).
    const now = validateRequestForm(
      { ...valid, serviceType: undefined, caretakerId: undefined, amount: 50 },
      context,
    );
    expect(stillOpenIssues(submitted.issues, now.issues)).toEqual([
      { field: 'serviceType', key: 'serviceTypeRequired' },
    ]);
    expect(stillOpenIssues(submitted.issues, [])).toEqual([]);
  });
});

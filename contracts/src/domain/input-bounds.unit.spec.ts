import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  amountInput,
  calendarDate,
  calendarInstant,
  checkEuroAmount,
  clearableText,
  dateWindows,
  isCalendarDate,
  isUnstorableText,
  pageQuery,
  requiredText,
  textLimits,
} from './input-bounds';
import { z } from 'zod';

const issueCodes = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((issue) =>
        issue.code === 'custom' ? (issue.params?.code as string) : issue.code,
      );

describe('text', () => {
  const name = requiredText('Name is required', textLimits.name);

  it('keeps a normal name, trimmed, with letters of any script and emoji', () => {
    expect(name.parse('  Đorđe Šćepanović 🌹 ')).toBe('Đorđe Šćepanović 🌹');
  });

  it('refuses a name longer than the limit with too_big and the maximum', () => {
    const result = name.safeParse('x'.repeat(textLimits.name + 1));
    expect(issueCodes(result)).toEqual(['too_big']);
    expect(result.error?.issues[0]).toMatchObject({ maximum: textLimits.name });
  });

  it('refuses a 900 KB name', () => {
    expect(name.safeParse('x'.repeat(900_000)).success).toBe(false);
  });

  it('refuses blank as required', () => {
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a bell', 'a\u0007b'],
    ['a line break in a one-line text', 'a\nb'],
    ['DEL', 'a\u007Fb'],
  ])('refuses %s with invalid_text', (_, value) => {
    expect(issueCodes(name.safeParse(value))).toEqual(['invalid_text']);
  });

  it('keeps tabs and line breaks in a multi-line text, but not NUL', () => {
    const notes = clearableText(textLimits.notes, { multiline: true });
    expect(notes.parse('line one\n\tline two\r\n')).toBe('line one\n\tline two');
    expect(notes.safeParse('a\u0000').success).toBe(false);
  });

  it('reads blank as none', () => {
    expect(clearableText(10).parse('  ')).toBeNull();
    expect(clearableText(10).parse(null)).toBeNull();
  });

  it('knows which text PostgreSQL cannot store', () => {
    expect(isUnstorableText('\u0000')).toBe(true);
    expect(isUnstorableText('\uDFFF')).toBe(true);
    expect(isUnstorableText('\uD83C\uDF39')).toBe(false);
    expect(isUnstorableText('žćč\n')).toBe(false);
  });
});

describe('calendar dates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it.each(['2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])('%s is a real day', (day) => {
    expect(isCalendarDate(day)).toBe(true);
  });

  it.each(['2027-02-29', '1900-02-29', '2026-02-30', '2026-13-45', '2026-00-10', '2026-1-5', ''])(
    '%s is no day',
    (day) => {
      expect(isCalendarDate(day)).toBe(false);
    },
  );

  it('never rolls 2026-02-30 over into March', () => {
    const holiday = calendarDate(dateWindows.schedule);
    expect(issueCodes(holiday.safeParse('2026-02-30'))).toEqual(['invalid_date']);
    expect(issueCodes(holiday.safeParse('2026-13-45'))).toEqual(['invalid_date']);
  });

  it('keeps a schedule date within 2000..2100', () => {
    const schedule = calendarDate(dateWindows.schedule);
    expect(schedule.safeParse('2000-01-01').success).toBe(true);
    expect(schedule.safeParse('2100-12-31').success).toBe(true);
    const before = schedule.safeParse('1999-12-31');
    expect(issueCodes(before)).toEqual(['date_out_of_range']);
    expect(before.error?.issues[0]).toMatchObject({
      params: { minimum: '2000-01-01', maximum: '2100-12-31' },
    });
    expect(issueCodes(schedule.safeParse('2101-01-01'))).toEqual(['date_out_of_range']);
  });

  it('keeps a life event within 1800..a year from today', () => {
    const born = calendarDate(dateWindows.lifeEvent);
    expect(born.safeParse('1800-01-01').success).toBe(true);
    expect(born.safeParse('1799-12-31').success).toBe(false);
    expect(born.safeParse('2027-06-16').success).toBe(true);
    expect(born.safeParse('2027-06-17').success).toBe(false);
  });

  it('lets a form send an empty date only where allowed', () => {
    expect(calendarDate(dateWindows.schedule).safeParse('').success).toBe(false);
    expect(calendarDate(dateWindows.schedule, { allowBlank: true }).safeParse('').success).toBe(
      true,
    );
  });
});

describe('instants', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  const completion = calendarInstant(dateWindows.completion);
  const visit = calendarInstant(dateWindows.schedule);

  it('takes ISO timestamps with Z, an offset or none', () => {
    expect(visit.safeParse('2026-05-01T10:00:00.000Z').success).toBe(true);
    expect(visit.safeParse('2026-05-01T10:00:00+02:00').success).toBe(true);
    expect(visit.safeParse('2026-05-01T10:00').success).toBe(true);
  });

  it.each([
    '2026-02-30T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-05-01T24:00:00Z',
    '2026-05-01T10:60:00Z',
    '2026-05-01',
    'next Tuesday',
    '',
  ])('refuses %s as invalid_date', (value) => {
    expect(issueCodes(visit.safeParse(value))).toEqual(['invalid_date']);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '1999-12-31T23:59:59Z',
    '2999-01-01T00:00:00Z',
    '9999-12-31T00:00:00Z',
  ])('refuses a completion at %s as out of range', (value) => {
    expect(issueCodes(completion.safeParse(value))).toEqual(['date_out_of_range']);
  });

  it('takes a completion now, or a day ahead at most (clocks and zones)', () => {
    expect(completion.safeParse('2026-06-15T12:00:00Z').success).toBe(true);
    expect(completion.safeParse('2026-06-16T11:59:00Z').success).toBe(true);
    expect(completion.safeParse('2026-06-16T12:01:00Z').success).toBe(false);
    expect(completion.safeParse('2000-01-01T00:00:00Z').success).toBe(true);
  });
});

describe('amounts', () => {
  it.each([
    ['30', '30.00'],
    ['30.5', '30.50'],
    [' 0.01 ', '0.01'],
    [10_000, '10000.00'],
    [-0, '0.00'],
    [0.1, '0.10'],
  ] as const)('%s reads as %s', (input, value) => {
    expect(checkEuroAmount(input)).toEqual({ ok: true, value });
  });

  it.each([
    [Number.POSITIVE_INFINITY, 'Amount must be a valid number'],
    [Number.NaN, 'Amount must be a valid number'],
    ['1e309', 'Amount must be a valid number'],
    ['12.345', 'Amount must be a valid number'],
    [0.1 + 0.2, 'Amount must be a valid number'],
    ['-5', 'Amount cannot be negative'],
    ['10000.01', 'Amount seems unusually high (max €10,000)'],
    [20_000, 'Amount seems unusually high (max €10,000)'],
  ] as const)('%s is refused: %s', (input, message) => {
    expect(checkEuroAmount(input)).toMatchObject({ ok: false, message });
  });

  it('takes a finite number or short text from a form, nothing else', () => {
    expect(amountInput.parse(-0)).toBe('0');
    expect(amountInput.parse('30.00')).toBe('30.00');
    // JSON has no Infinity, but 1e309 parses to it.
    expect(amountInput.safeParse(JSON.parse('1e309')).success).toBe(false);
    expect(amountInput.safeParse(Number.NaN).success).toBe(false);
    expect(amountInput.safeParse('9'.repeat(100)).success).toBe(false);
  });
});

describe('pages', () => {
  const query = z.object(pageQuery);

  it('defaults, and bounds page and pageSize', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(query.parse({ page: '3', pageSize: '5' })).toEqual({ page: 3, pageSize: 5 });
    expect(query.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(query.safeParse({ page: '1e400' }).success).toBe(false);
    expect(query.safeParse({ page: '0' }).success).toBe(false);
  });
});

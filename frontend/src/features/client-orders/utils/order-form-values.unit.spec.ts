import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toOrderInput } from './order-form-values';

describe('toOrderInput', () => {
  const values = {
    graveId: '11111111-1111-4111-8111-111111111111',
    serviceType: 'memorial_candles',
    visitDate: dayjs('2026-03-07'),
  } as const;

  it('sends the day as yyyy-MM-dd with the occasion of the link', () =>
    expect(
      toOrderInput(
        { ...values, notes: '  White lilies ' },
        { key: 'slava:2026-03-07', kind: 'slava', date: '2026-03-07' },
        false,
      ),
    ).toEqual({
      graveId: values.graveId,
      serviceType: 'memorial_candles',
      visitDate: '2026-03-07',
      occasionKey: 'slava:2026-03-07',
      notes: 'White lilies',
      acceptBusyDay: false,
    }));

  it('sends blank notes and no occasion as null, and the busy day accepted when asked', () =>
    expect(toOrderInput({ ...values, notes: '   ' }, null, true)).toMatchObject({
      occasionKey: null,
      notes: null,
      acceptBusyDay: true,
    }));
});

import type { Grave } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { orderPrefillOf } from './order-prefill';

const grave = (id: string, preferredServiceType: Grave['preferredServiceType'] = null) =>
  ({ id, deceasedName: `Grave ${id}`, preferredServiceType }) as Grave;
const radomir = grave('11111111-1111-4111-8111-111111111111', 'flower_arrangement');
const desanka = grave('22222222-2222-4222-8222-222222222222');
const today = '2026-03-05';

const prefill = (search: string, graves: readonly Grave[] = [radomir, desanka]) =>
  orderPrefillOf(new URLSearchParams(search), graves, today);

describe('orderPrefillOf', () => {
  it('takes everything a reminder link names', () => {
    expect(
      prefill(
        `graveId=${desanka.id}&serviceType=memorial_candles&date=2026-03-07&occasion=slava:2026-03-07`,
      ),
    ).toEqual({
      graveId: desanka.id,
      serviceType: 'memorial_candles',
      visitDate: '2026-03-07',
      occasion: { key: 'slava:2026-03-07', kind: 'slava', date: '2026-03-07' },
      unknownGrave: false,
    });
  });

  it("falls back to the grave's preferred service and the occasion's day", () =>
    expect(prefill(`graveId=${radomir.id}&occasion=easter:2026-04-12`)).toMatchObject({
      serviceType: 'flower_arrangement',
      visitDate: '2026-04-12',
    }));

  it('picks the only grave when the link names none', () => {
    expect(prefill('', [radomir]).graveId).toBe(radomir.id);
    expect(prefill('').graveId).toBeUndefined();
  });

  it("ignores a grave that is not the client's, and says so", () =>
    expect(prefill('graveId=33333333-3333-4333-8333-333333333333', [radomir])).toMatchObject({
      graveId: undefined,
      unknownGrave: true,
    }));

  it.each([
    ['a past day', 'date=2026-03-04'],
    ['no real day', 'date=2026-02-30'],
    ['a timestamp', 'date=2026-03-07T10:00:00Z'],
  ])('leaves the day empty for %s', (_case, search) =>
    expect(prefill(search).visitDate).toBeUndefined(),
  );

  it('takes today', () => expect(prefill('date=2026-03-05').visitDate).toBe(today));

  it('drops an unknown service and a malformed occasion', () =>
    expect(prefill('serviceType=exhumation&occasion=wedding:2026-03-07')).toMatchObject({
      serviceType: undefined,
      occasion: null,
      visitDate: undefined,
    }));
});

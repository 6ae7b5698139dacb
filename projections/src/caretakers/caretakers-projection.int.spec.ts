import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventToAppend } from '@memorial-care/contracts/event-store';
import {
  caretakerStreamId,
  serviceRequestStreamId,
  type CaretakerAdded,
} from '@memorial-care/contracts/events';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { caretakersProjection } from './caretakers-projection';
import { countOpenRequestsOfCaretaker, findCaretakerByEmail, listCaretakers } from './queries';

const context = useProjectionTestWithEventStore(caretakersProjection);
const { nextBatch, apply, nextEvents, applyEveryProjection } = context;
const append = (caretakerId: string, ...events: EventToAppend[]) =>
  context.append(caretakerStreamId(caretakerId), ...events);

const added = (overrides: Partial<CaretakerAdded> = {}): CaretakerAdded => ({
  caretakerId: randomUUID(),
  name: 'Dragan Nikolić',
  email: 'dragan@example.com',
  phone: '+381 63 123456',
  region: 'Beograd',
  isActive: true,
  preferredVisitDays: ['Monday', 'Thursday'],
  perVisitRate: '30.00',
  preferredPaymentMethod: 'bank_transfer',
  bankDetails: 'RS35 1234',
  paymentStatus: 'current',
  holidayDates: ['2025-08-01', '2025-08-02'],
  ...overrides,
});

const byId = async (id: string) => (await listCaretakers(context.db.pool)).find((c) => c.id === id);

describe('caretakers projection', () => {
  it('applies an add, an update and a holiday change of one batch in order, idempotently', async () => {
    const dragan = added();
    await append(
      dragan.caretakerId,
      testEvent('CaretakerAdded', dragan),
      testEvent('CaretakerUpdated', {
        caretakerId: dragan.caretakerId,
        changes: { perVisitRate: '32.50', preferredVisitDays: ['Saturday'] },
      }),
      testEvent('CaretakerHolidaysChanged', {
        caretakerId: dragan.caretakerId,
        holidayDates: ['2025-12-24', '2025-12-25'],
      }),
      testEvent('CaretakerUpdated', {
        caretakerId: dragan.caretakerId,
        changes: { isActive: false, region: null },
      }),
    );
    const batch = await nextBatch();
    await apply(batch);
    const once = await byId(dragan.caretakerId);
    expect(once).toMatchObject({
      name: 'Dragan Nikolić',
      isActive: false,
      region: null,
      preferredVisitDays: ['Saturday'],
      perVisitRate: '32.50',
      preferredPaymentMethod: 'bank_transfer',
      paymentStatus: 'current',
      holidayDates: ['2025-12-24', '2025-12-25'],
    });
    await apply(batch);
    expect(await byId(dragan.caretakerId)).toEqual(once);
  });

  it('patches a row from an earlier batch, keeps a null rate, and deletes', async () => {
    const milan = added({ name: 'Milan Ristić', perVisitRate: null, holidayDates: [] });
    await append(milan.caretakerId, testEvent('CaretakerAdded', milan));
    await apply(await nextBatch());
    expect(await byId(milan.caretakerId)).toMatchObject({ perVisitRate: null, holidayDates: [] });

    await append(
      milan.caretakerId,
      testEvent('CaretakerHolidaysChanged', {
        caretakerId: milan.caretakerId,
        holidayDates: ['2026-01-07'],
      }),
      testEvent('CaretakerUpdated', {
        caretakerId: milan.caretakerId,
        changes: { paymentStatus: 'prepaid' },
      }),
    );
    const patches = await nextBatch();
    await apply(patches);
    await apply(patches);
    expect(await byId(milan.caretakerId)).toMatchObject({
      name: 'Milan Ristić',
      perVisitRate: null,
      paymentStatus: 'prepaid',
      holidayDates: ['2026-01-07'],
    });

    await append(
      milan.caretakerId,
      testEvent('CaretakerDeleted', { caretakerId: milan.caretakerId }),
    );
    await apply(await nextBatch());
    expect(await byId(milan.caretakerId)).toBeUndefined();
  });

  it('lists caretakers by name with ISO timestamps', async () => {
    const list = await listCaretakers(context.db.pool);
    expect(list.length).toBeGreaterThan(0);
    for (const caretaker of list)
      expect(new Date(caretaker.createdAt).toISOString()).toBe(caretaker.createdAt);
  });

  it('counts each caretaker’s requests from the service-request read model', async () => {
    const busy = added({ name: 'Busy Counted', email: 'busy@example.com' });
    const idle = added({ name: 'Idle Counted', email: 'idle@example.com' });
    await append(busy.caretakerId, testEvent('CaretakerAdded', busy));
    await append(idle.caretakerId, testEvent('CaretakerAdded', idle));
    const request = (caretakerId: string | null) => {
      const requestId = randomUUID();
      return {
        requestId,
        event: testEvent('ServiceRequested', {
          requestId,
          clientId: null,
          graveId: null,
          cemeteryId: null,
          caretakerId,
          serviceType: 'grave_cleaning',
          priority: 'normal',
          scheduledDate: null,
          amount: '30.00',
          paymentStatus: 'pending',
          specialInstructions: null,
          planSelected: null,
          guest: null,
          description: null,
        }),
      };
    };
    const open = request(busy.caretakerId);
    const started = request(busy.caretakerId);
    const done = request(busy.caretakerId);
    const cancelled = request(busy.caretakerId);
    const unassigned = request(null);
    for (const { requestId, event } of [open, started, done, cancelled, unassigned])
      await context.append(serviceRequestStreamId(requestId), event);
    await context.append(
      serviceRequestStreamId(started.requestId),
      testEvent('ServiceRequestStarted', {
        requestId: started.requestId,
        startedAt: '2026-03-02T10:00:00.000Z',
      }),
    );
    await context.append(
      serviceRequestStreamId(done.requestId),
      testEvent('ServiceRequestCompleted', {
        requestId: done.requestId,
        completedDate: new Date().toISOString(),
      }),
    );
    await context.append(
      serviceRequestStreamId(cancelled.requestId),
      testEvent('ServiceRequestCancelled', { requestId: cancelled.requestId }),
    );
    await applyEveryProjection(await nextEvents());

    expect((await byId(busy.caretakerId))?.requestCounts).toEqual({ total: 4, active: 2, done: 1 });
    expect((await byId(idle.caretakerId))?.requestCounts).toEqual({ total: 0, active: 0, done: 0 });
    expect(await countOpenRequestsOfCaretaker(context.db.pool, busy.caretakerId)).toBe(2);
    expect(await countOpenRequestsOfCaretaker(context.db.pool, idle.caretakerId)).toBe(0);
  });

  it('finds another caretaker by email, case-insensitively', async () => {
    const found = added({ name: 'Email Owner', email: 'owner@example.com' });
    await append(found.caretakerId, testEvent('CaretakerAdded', found));
    await apply(await nextBatch());
    expect(await findCaretakerByEmail(context.db.pool, { email: 'OWNER@example.com' })).toEqual({
      id: found.caretakerId,
      name: 'Email Owner',
    });
    expect(
      await findCaretakerByEmail(context.db.pool, {
        email: 'owner@example.com',
        exceptId: found.caretakerId,
      }),
    ).toBeNull();
  });
});

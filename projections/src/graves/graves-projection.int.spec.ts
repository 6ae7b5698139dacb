import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { noImportantDates, type GraveAdded } from '@memorial-care/contracts/events';
import { cemeteryAddedData, clientRegisteredData } from '@memorial-care/services/testing';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { getCarePlanFacts, listPlannedGraves } from './care-plan-queries';
import { gravesProjection } from './graves-projection';
import { getGrave, listGraves } from './queries';

const context = useProjectionTestWithEventStore(gravesProjection);
const { append, nextEvents, apply: applyGraves, applyEveryProjection } = context;

const clientId = randomUUID();
const cemeteryId = randomUUID();

const grave = (overrides: Partial<GraveAdded> = {}): GraveAdded => ({
  graveId: randomUUID(),
  clientId,
  cemeteryId,
  graveNumber: '12',
  graveLocation: 'Parcela 7',
  deceasedName: 'Zoran Marković',
  deceasedDateOfBirth: '1941-03-02',
  deceasedDateOfDeath: '2019-11-20',
  notes: null,
  ...overrides,
});

const request = (overrides: Record<string, unknown>) => ({
  requestId: randomUUID(),
  clientId,
  graveId: null,
  cemeteryId,
  caretakerId: null,
  serviceType: 'grave_cleaning',
  priority: 'normal',
  scheduledDate: null,
  amount: '40.00',
  paymentStatus: 'pending',
  specialInstructions: null,
  planSelected: null,
  guest: null,
  description: null,
  ...overrides,
});

describe('graves projection', () => {
  it('applies an add and updates of one batch in order, idempotently', async () => {
    const zoran = grave();
    await append(
      `grave-${zoran.graveId}`,
      testEvent('GraveAdded', zoran),
      testEvent('GraveUpdated', { graveId: zoran.graveId, changes: { graveNumber: '12a' } }),
      testEvent('GraveUpdated', {
        graveId: zoran.graveId,
        changes: { notes: 'Marble, white', deceasedDateOfBirth: null },
      }),
    );
    const batch = await nextEvents();
    await applyGraves(batch);
    const once = await listGraves(context.db.pool, { clientId });
    expect(once).toEqual([
      expect.objectContaining({
        id: zoran.graveId,
        clientId,
        cemeteryId,
        graveNumber: '12a',
        graveLocation: 'Parcela 7',
        deceasedName: 'Zoran Marković',
        deceasedDateOfBirth: null,
        deceasedDateOfDeath: '2019-11-20',
        notes: 'Marble, white',
      }),
    ]);
    await applyGraves(batch);
    expect(await listGraves(context.db.pool, { clientId })).toEqual(once);

    await append(`grave-${zoran.graveId}`, testEvent('GraveRemoved', { graveId: zoran.graveId }));
    const removal = await nextEvents();
    await applyGraves(removal);
    await applyGraves(removal);
    expect(await listGraves(context.db.pool, { clientId })).toEqual([]);
  });

  it("lists one client's graves with client, cemetery, last and next visit", async () => {
    const now = new Date('2025-06-01T10:00:00.000Z');
    const mine = grave({ deceasedName: 'Ljubica Marković' });
    const otherClients = grave({ clientId: randomUUID(), deceasedName: 'Someone Else' });
    const done = request({ graveId: mine.graveId });
    const soon = request({ graveId: mine.graveId });
    const later = request({ graveId: mine.graveId });
    await append(
      `client-${clientId}`,
      testEvent(
        'ClientRegistered',
        clientRegisteredData({
          clientId,
          name: 'Petar Marković',
          email: `petar.${randomUUID().slice(0, 8)}@example.com`,
        }),
      ),
    );
    await append(
      `cemetery-${cemeteryId}`,
      testEvent('CemeteryAdded', cemeteryAddedData({ cemeteryId })),
    );
    await append(`grave-${mine.graveId}`, testEvent('GraveAdded', mine));
    await append(`grave-${otherClients.graveId}`, testEvent('GraveAdded', otherClients));
    const caretakerId = randomUUID();
    await append(
      `service-request-${done.requestId}`,
      testEvent('ServiceRequested', done),
      testEvent('ServiceRequestScheduled', {
        requestId: done.requestId,
        caretakerId,
        scheduledDate: '2025-05-10T08:00:00.000Z',
      }),
      testEvent('ServiceRequestStarted', {
        requestId: done.requestId,
        startedAt: '2026-03-02T10:00:00.000Z',
      }),
      testEvent('ServiceRequestCompleted', {
        requestId: done.requestId,
        completedDate: '2025-05-10T09:30:00.000Z',
      }),
    );
    await append(
      `service-request-${soon.requestId}`,
      testEvent('ServiceRequested', { ...soon, scheduledDate: '2025-06-10T08:00:00.000Z' }),
    );
    await append(
      `service-request-${later.requestId}`,
      testEvent('ServiceRequested', { ...later, scheduledDate: '2025-07-01T08:00:00.000Z' }),
    );
    await applyEveryProjection(await nextEvents());

    const graves = await listGraves(context.db.pool, { clientId, now });
    expect(graves).toEqual([
      expect.objectContaining({
        id: mine.graveId,
        client: { id: clientId, name: 'Petar Marković' },
        cemetery: { id: cemeteryId, name: 'Novo groblje', city: 'Beograd' },
        lastVisitAt: '2025-05-10T09:30:00.000Z',
        nextVisitAt: '2025-06-10T08:00:00.000Z',
      }),
    ]);
    const everyone = await listGraves(context.db.pool, { now });
    expect(everyone.map((g) => g.deceasedName)).toEqual(['Ljubica Marković', 'Someone Else']);
    expect(everyone[1]).toMatchObject({ client: null, lastVisitAt: null, nextVisitAt: null });
  });

  it('reads care wishes: none for a grave added before them, and patched like any field', async () => {
    const old = grave({ deceasedName: 'Old Event' });
    const wished = grave({ deceasedName: 'With Wishes' });
    const slava = { name: 'Sveti Nikola', date: '12-19' };
    await append(`grave-${old.graveId}`, testEvent('GraveAdded', old));
    await append(
      `grave-${wished.graveId}`,
      testEvent('GraveAdded', {
        ...wished,
        importantDates: { ...noImportantDates, easter: true },
        visitFrequency: 'recurring',
        preferredServiceType: 'grave_cleaning',
        serviceNotes: 'Candles',
      }),
    );
    await applyGraves(await nextEvents());
    const first = await getGrave(context.db.pool, old.graveId);
    expect(first).toMatchObject({
      importantDates: noImportantDates,
      visitFrequency: null,
      preferredServiceType: null,
      serviceNotes: null,
    });
    expect(await getGrave(context.db.pool, wished.graveId)).toMatchObject({
      importantDates: { ...noImportantDates, easter: true },
      visitFrequency: 'recurring',
      preferredServiceType: 'grave_cleaning',
      serviceNotes: 'Candles',
    });

    await append(
      `grave-${old.graveId}`,
      testEvent('GraveUpdated', {
        graveId: old.graveId,
        changes: { importantDates: { ...noImportantDates, slava }, visitFrequency: 'on_demand' },
      }),
    );
    await append(
      `grave-${wished.graveId}`,
      testEvent('GraveUpdated', {
        graveId: wished.graveId,
        changes: { serviceNotes: null, preferredServiceType: null },
      }),
    );
    await applyGraves(await nextEvents());
    expect(await getGrave(context.db.pool, old.graveId)).toMatchObject({
      importantDates: { ...noImportantDates, slava },
      visitFrequency: 'on_demand',
      notes: null,
      deceasedName: 'Old Event',
    });
    expect(await getGrave(context.db.pool, wished.graveId)).toMatchObject({
      importantDates: { ...noImportantDates, easter: true },
      visitFrequency: 'recurring',
      preferredServiceType: null,
      serviceNotes: null,
    });
    expect(await getGrave(context.db.pool, randomUUID())).toBeNull();
  });
});

describe('graves projection: the care plan', () => {
  const planned = (overrides: Partial<GraveAdded> = {}) =>
    grave({
      deceasedDateOfDeath: '2027-03-22',
      importantDates: { ...noImportantDates, deathAnniversary: true },
      visitFrequency: 'scheduled',
      ...overrides,
    });
  const stream = (graveId: string) => `grave-${graveId}`;
  const skip = (graveId: string, occasionKey: string) =>
    testEvent('GraveCareOccasionSkipped', { graveId, occasionKey });
  const restore = (graveId: string, occasionKey: string) =>
    testEvent('GraveCareOccasionRestored', { graveId, occasionKey });

  /** Every planned grave, over pages of one. */
  const allPlanned = async () => {
    const found = [];
    for (let after: string | null = null; ;) {
      const [next] = await listPlannedGraves(context.db.pool, { after, limit: 1 });
      if (!next) return found;
      found.push(next);
      after = next.id;
    }
  };

  it('keeps a paused plan and the skipped occasions, the last word of a batch winning, idempotently', async () => {
    const milan = planned();
    const { graveId } = milan;
    await append(
      stream(graveId),
      testEvent('GraveAdded', milan),
      skip(graveId, 'fortiethDay:2027-04-30'),
      skip(graveId, 'halfYear:2027-09-22'),
      restore(graveId, 'fortiethDay:2027-04-30'),
      testEvent('GraveCarePlanPaused', { graveId }),
    );
    const batch = await nextEvents();
    await applyGraves(batch);
    const facts = { paused: true, skipped: ['halfYear:2027-09-22'], bookings: [] };
    expect(await getCarePlanFacts(context.db.pool, graveId)).toEqual(facts);
    await applyGraves(batch);
    expect(await getCarePlanFacts(context.db.pool, graveId)).toEqual(facts);

    // Later batches: restored and skipped again, resumed.
    await append(
      stream(graveId),
      restore(graveId, 'halfYear:2027-09-22'),
      skip(graveId, 'fortiethDay:2027-04-30'),
      testEvent('GraveCarePlanResumed', { graveId }),
    );
    await applyGraves(await nextEvents());
    // An older batch replayed after a newer one changes nothing.
    await applyGraves(batch);
    expect(await getCarePlanFacts(context.db.pool, graveId)).toEqual({
      paused: false,
      skipped: ['fortiethDay:2027-04-30'],
      bookings: [],
    });

    await append(stream(graveId), testEvent('GraveRemoved', { graveId }));
    await applyGraves(await nextEvents());
    expect(await getCarePlanFacts(context.db.pool, graveId)).toBeNull();
    const left = await context.db.pool.any(
      sql.unsafe`SELECT 1 FROM grave_skipped_occasions WHERE grave_id = ${graveId}::uuid`,
    );
    expect(left).toEqual([]);
  });

  it('lists the graves whose plan books by itself, with what is skipped and booked', async () => {
    const scheduled = planned();
    const recurring = planned({ visitFrequency: 'recurring', deceasedDateOfDeath: null });
    const paused = planned();
    const onDemand = planned({ visitFrequency: 'on_demand' });
    for (const each of [scheduled, recurring, paused, onDemand])
      await append(stream(each.graveId), testEvent('GraveAdded', each));
    await append(
      stream(paused.graveId),
      testEvent('GraveCarePlanPaused', { graveId: paused.graveId }),
    );
    await append(stream(scheduled.graveId), skip(scheduled.graveId, 'halfYear:2027-09-22'));
    const book = (occasionKey: string | null, cancelled = false) => {
      const booking = request({
        graveId: scheduled.graveId,
        scheduledDate: '2027-05-10T06:00:00.000Z',
        occasionKey,
      });
      return append(
        `service-request-${booking.requestId}`,
        testEvent('ServiceRequested', booking),
        ...(cancelled
          ? [testEvent('ServiceRequestCancelled', { requestId: booking.requestId })]
          : []),
      );
    };
    await book('fortiethDay:2027-04-30');
    await book('easter:2027-05-02', true);
    await book(null);
    await applyEveryProjection(await nextEvents());

    const ours = (await allPlanned()).filter((each) =>
      [scheduled, recurring, paused, onDemand].some((g) => g.graveId === each.id),
    );
    expect(ours.map((each) => each.id).sort()).toEqual(
      [scheduled.graveId, recurring.graveId].sort(),
    );
    expect(ours.find((each) => each.id === scheduled.graveId)).toEqual({
      id: scheduled.graveId,
      clientId,
      cemeteryId,
      importantDates: { ...noImportantDates, deathAnniversary: true },
      visitFrequency: 'scheduled',
      deceasedDateOfBirth: '1941-03-02',
      deceasedDateOfDeath: '2027-03-22',
      preferredServiceType: null,
      serviceNotes: null,
      skipped: ['halfYear:2027-09-22'],
      booked: ['fortiethDay:2027-04-30'],
    });
    expect(await getCarePlanFacts(context.db.pool, scheduled.graveId)).toMatchObject({
      bookings: [
        { occasionKey: 'fortiethDay:2027-04-30', requestId: expect.any(String), status: 'pending' },
      ],
    });
  });
});

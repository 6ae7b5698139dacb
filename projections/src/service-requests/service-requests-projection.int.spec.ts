import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceRequestStreamId, type ServiceRequested } from '@memorial-care/contracts/events';
import { cemeteryAddedData, clientRegisteredData } from '@memorial-care/services/testing';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { listServiceRequests } from './queries';
import { serviceRequestsProjection } from './service-requests-projection';

const context = useProjectionTestWithEventStore(serviceRequestsProjection);
const { append, nextEvents, apply: applyRequests, applyEveryProjection } = context;

const clientId = randomUUID();
const caretakerId = randomUUID();

const requested = (overrides: Partial<ServiceRequested> = {}): ServiceRequested => ({
  requestId: randomUUID(),
  clientId,
  graveId: null,
  cemeteryId: null,
  caretakerId: null,
  serviceType: 'flower_arrangement',
  priority: 'high',
  scheduledDate: '2025-09-01T08:00:00.000Z',
  amount: '55.50',
  paymentStatus: 'pending',
  specialInstructions: 'White roses',
  planSelected: 'premium',
  guest: null,
  description: null,
  ...overrides,
});

const page = (filter: { clientId?: string; status?: 'pending' | 'completed' } = {}) =>
  listServiceRequests(context.db.pool, { page: 1, pageSize: 50, ...filter });
const find = async (id: string) => (await page()).items.find((item) => item.id === id);

describe('service requests projection', () => {
  it('carries a request through its lifecycle within one batch, idempotently', async () => {
    const request = requested();
    await append(
      serviceRequestStreamId(request.requestId),
      testEvent('ServiceRequested', request),
      testEvent('ServiceRequestScheduled', {
        requestId: request.requestId,
        caretakerId,
        scheduledDate: '2025-09-02T10:00:00.000Z',
      }),
      testEvent('ServiceRequestStarted', {
        requestId: request.requestId,
        startedAt: '2025-09-02T10:05:00.000Z',
      }),
      testEvent('ServiceRequestCompleted', {
        requestId: request.requestId,
        completedDate: '2025-09-02T11:15:00.000Z',
      }),
    );
    const batch = await nextEvents();
    await applyRequests(batch);
    const once = await find(request.requestId);
    expect(once).toMatchObject({
      clientId,
      caretakerId,
      serviceType: 'flower_arrangement',
      status: 'completed',
      priority: 'high',
      scheduledDate: '2025-09-02T10:00:00.000Z',
      completedDate: '2025-09-02T11:15:00.000Z',
      amount: '55.50',
      paymentStatus: 'pending',
      specialInstructions: 'White roses',
      planSelected: 'premium',
      guestName: null,
    });
    await applyRequests(batch);
    expect(await find(request.requestId)).toEqual(once);
  });

  it('patches requests from earlier batches, and a replayed older batch changes nothing', async () => {
    const request = requested({ amount: '0.00' });
    await append(serviceRequestStreamId(request.requestId), testEvent('ServiceRequested', request));
    await applyRequests(await nextEvents());
    expect(await find(request.requestId)).toMatchObject({ status: 'pending', amount: '0.00' });

    await append(
      serviceRequestStreamId(request.requestId),
      testEvent('ServiceRequestScheduled', {
        requestId: request.requestId,
        caretakerId,
        scheduledDate: '2025-10-01T07:00:00.000Z',
      }),
    );
    const scheduling = await nextEvents();
    await applyRequests(scheduling);
    await append(
      serviceRequestStreamId(request.requestId),
      testEvent('ServiceRequestCancelled', { requestId: request.requestId }),
    );
    await applyRequests(await nextEvents());
    await applyRequests(scheduling);
    expect(await find(request.requestId)).toMatchObject({
      status: 'cancelled',
      caretakerId,
      scheduledDate: '2025-10-01T07:00:00.000Z',
    });
  });

  it('keeps a guest request with its contact details and shows the guest as the client', async () => {
    const guest = requested({
      clientId: null,
      serviceType: 'candle_lighting',
      guest: { name: 'Nada Stojanović', email: 'nada@example.com', phone: '+1 416 555 0100' },
      description: 'Please light candles for Zadušnice',
      scheduledDate: null,
      planSelected: null,
    });
    await append(serviceRequestStreamId(guest.requestId), testEvent('ServiceRequested', guest));
    await applyRequests(await nextEvents());
    expect(await find(guest.requestId)).toMatchObject({
      clientId: null,
      guestName: 'Nada Stojanović',
      guestEmail: 'nada@example.com',
      guestPhone: '+1 416 555 0100',
      clientName: 'Nada Stojanović',
      clientEmail: 'nada@example.com',
      scheduledDate: null,
    });
  });

  it('pages newest first, filters by client and status, and joins the names the list shows', async () => {
    const otherClient = randomUUID();
    const graveId = randomUUID();
    const cemeteryId = randomUUID();
    await append(
      `client-${otherClient}`,
      testEvent(
        'ClientRegistered',
        clientRegisteredData({
          clientId: otherClient,
          name: 'Vesna Đorđević',
          email: `vesna.${randomUUID().slice(0, 8)}@example.com`,
          country: 'Canada',
          preferredLanguage: 'English',
          selectedPlan: 'basic',
          planStatus: 'active',
        }),
      ),
    );
    await append(
      `cemetery-${cemeteryId}`,
      testEvent(
        'CemeteryAdded',
        cemeteryAddedData({
          cemeteryId,
          name: 'Gradsko groblje',
          city: 'Niš',
          region: 'Nišavski okrug',
        }),
      ),
    );
    await append(
      `grave-${graveId}`,
      testEvent('GraveAdded', {
        graveId,
        clientId: otherClient,
        cemeteryId,
        graveNumber: '3',
        graveLocation: null,
        deceasedName: 'Stevan Đorđević',
        deceasedDateOfBirth: null,
        deceasedDateOfDeath: null,
        notes: null,
      }),
    );
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      // The grave alone names the cemetery: the list falls back to the grave's.
      const request = requested({ clientId: otherClient, graveId, cemeteryId: null });
      ids.push(request.requestId);
      await append(serviceRequestStreamId(request.requestId), {
        ...testEvent('ServiceRequested', request),
        metadata: {
          ...testEvent('x', null).metadata,
          occurredAt: `2030-01-0${i + 1}T00:00:00.000Z`,
        },
      });
    }
    await applyEveryProjection(await nextEvents());

    const first = await listServiceRequests(context.db.pool, {
      clientId: otherClient,
      page: 1,
      pageSize: 2,
    });
    expect(first.total).toBe(3);
    expect(first.items.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toMatchObject({
      clientName: 'Vesna Đorđević',
      grave: { id: graveId, deceasedName: 'Stevan Đorđević', graveNumber: '3' },
      cemetery: { id: cemeteryId, name: 'Gradsko groblje', city: 'Niš' },
      createdAt: '2030-01-03T00:00:00.000Z',
    });
    const second = await listServiceRequests(context.db.pool, {
      clientId: otherClient,
      page: 2,
      pageSize: 2,
    });
    expect(second).toMatchObject({ total: 3, items: [expect.objectContaining({ id: ids[0] })] });

    const completed = await page({ status: 'completed' });
    expect(completed.items.every((i) => i.status === 'completed')).toBe(true);
    expect(completed.total).toBe(1);
    expect((await page({ clientId: randomUUID() })).total).toBe(0);
  });

  it('searches names, emails and city, and follows renames and deletions', async () => {
    const searchClient = randomUUID();
    const graveId = randomUUID();
    const cemeteryId = randomUUID();
    const email = `ljubica.${randomUUID().slice(0, 8)}@example.com`;
    await append(
      `client-${searchClient}`,
      testEvent(
        'ClientRegistered',
        clientRegisteredData({
          clientId: searchClient,
          name: 'Ljubica Šćepanović',
          email,
          planStatus: 'active',
        }),
      ),
    );
    await append(
      `cemetery-${cemeteryId}`,
      testEvent(
        'CemeteryAdded',
        cemeteryAddedData({
          cemeteryId,
          name: 'Groblje Lešće',
          city: 'Zaječar',
          region: 'Zaječarski okrug',
        }),
      ),
    );
    const request = requested({ clientId: searchClient, graveId, cemeteryId });
    await append(serviceRequestStreamId(request.requestId), testEvent('ServiceRequested', request));
    await applyRequests(await nextEvents());
    // The grave comes in a later batch than its request.
    await append(
      `grave-${graveId}`,
      testEvent('GraveAdded', {
        graveId,
        clientId: searchClient,
        cemeteryId,
        graveNumber: '7',
        graveLocation: null,
        deceasedName: 'Mileva Šćepanović',
        deceasedDateOfBirth: null,
        deceasedDateOfDeath: null,
        notes: null,
      }),
    );
    await applyRequests(await nextEvents());

    const found = async (search: string) =>
      (await listServiceRequests(context.db.pool, { search, page: 1, pageSize: 10 })).items.map(
        (item) => item.id,
      );
    for (const search of ['LJUBICA šćep', email.toUpperCase(), 'mileva', 'lešće', 'zaječar'])
      expect(await found(search), search).toEqual([request.requestId]);
    // A match never spans two fields.
    expect(await found('šćepanović ljubica')).toEqual([]);

    await append(
      `client-${searchClient}`,
      testEvent('ClientUpdated', { clientId: searchClient, changes: { name: 'Ljubica Marić' } }),
    );
    await append(
      `cemetery-${cemeteryId}`,
      testEvent('CemeteryUpdated', { cemeteryId, changes: { city: 'Bor' } }),
    );
    const renames = await nextEvents();
    await applyRequests(renames);
    expect(await found('ljubica marić')).toEqual([request.requestId]);
    expect(await found('ljubica šćep')).toEqual([]);
    expect(await found('zaječar')).toEqual([]);
    expect(await found('bor')).toEqual([request.requestId]);
    // The client's email is still searched after a rename that did not change it.
    expect(await found(email)).toEqual([request.requestId]);
    await applyRequests(renames);
    expect(await found('ljubica marić')).toEqual([request.requestId]);

    await append(`grave-${graveId}`, testEvent('GraveRemoved', { graveId }));
    await applyRequests(await nextEvents());
    expect(await found('mileva')).toEqual([]);
    expect(await found('ljubica marić')).toEqual([request.requestId]);
  });
});

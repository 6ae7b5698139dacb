import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvent } from '@memorial-care/projections/testing';
import { clientsProjection, getClient } from '@memorial-care/projections/clients';
import { rebuildProjection } from '@memorial-care/projections';
import { clientRegisteredData } from '../testing/event-data';
import { startTestApp, type TestApp } from '../testing/test-app';
import { systemRoutes } from './routes';

interface StatusView {
  name: string;
  status: string;
  lag: number;
  error: { eventId: string } | null;
  skipped: {
    eventId: string;
    eventType: string;
    reason: string;
    skippedBy: { userId: string | null; email: string | null };
    skippedAt: string;
  }[];
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ routes: [systemRoutes] });
});
afterAll(() => app?.close());

const clientsStatus = async () => {
  const admin = await app.signInAs('admin');
  const body = (await (await admin.get('/api/admin/projections')).json()) as {
    projections: StatusView[];
  };
  const status = body.projections.find((p) => p.name === 'clients');
  if (!status) throw new Error('no clients projection');
  return status;
};

/** An event the clients projection cannot read (its payload breaks the schema): it pauses. */
const poisonClients = async () => {
  const poison = testEvent('ClientRegistered', { ...clientRegisteredData(), name: 42 });
  await app.deps.eventStore.appendToStream(`client-${randomUUID()}`, [poison], {
    expectedRevision: 'no_stream',
  });
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const status = await clientsStatus();
    if (status.status === 'paused' && status.error?.eventId === poison.id) return poison.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the clients projection did not pause on the poison event');
};

describe('POST /api/admin/projections/:name/skip', () => {
  it('passes a poisoned projection over the one event it is paused on, audited', async () => {
    const poisonId = await poisonClients();
    const reason = 'Payload from a broken import script; the client was re-added by hand';

    expect(
      (
        await app
          .client()
          .post('/api/admin/projections/clients/skip', { eventId: poisonId, reason })
      ).status,
    ).toBe(401);
    for (const role of ['client', 'caretaker'] as const)
      expect(
        (
          await (
            await app.signInAs(role)
          ).post('/api/admin/projections/clients/skip', { eventId: poisonId, reason })
        ).status,
      ).toBe(403);

    const admin = await app.signInAs('admin');
    const other = await admin.post('/api/admin/projections/clients/skip', {
      eventId: randomUUID(),
      reason,
    });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'PROJECTION_NOT_PAUSED_ON_EVENT' });
    expect(
      (await admin.post('/api/admin/projections/clients/skip', { eventId: poisonId, reason: ' ' }))
        .status,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/projections/nope/skip', { eventId: poisonId, reason })).status,
    ).toBe(404);
    expect((await clientsStatus()).status).toBe('paused');

    const skipped = await admin.post('/api/admin/projections/clients/skip', {
      eventId: poisonId,
      reason,
    });
    expect(skipped.status).toBe(200);
    const adminId = app.demoUserIds?.admin;
    const expectedSkip = {
      eventId: poisonId,
      eventType: 'ClientRegistered',
      reason,
      skippedBy: { userId: adminId, email: 'admin@memorialcare.example' },
    };
    expect(await skipped.json()).toMatchObject({
      name: 'clients',
      status: 'running',
      lag: 0,
      error: null,
      skipped: [expectedSkip],
    });
    expect(await clientsStatus()).toMatchObject({ status: 'running', lag: 0 });

    // The decision is an event of its own, with the admin as its actor.
    const [decision, ...more] = await app.streamEvents('projection-skips-clients');
    expect(more).toEqual([]);
    expect(decision).toMatchObject({
      type: 'ProjectionEventSkipped',
      data: { projection: 'clients', eventId: poisonId, reason },
      metadata: { userId: adminId, role: 'admin' },
    });

    // Later events are applied again.
    const later = clientRegisteredData();
    const appended = await app.deps.eventStore.appendToStream(
      `client-${later.clientId}`,
      [testEvent('ClientRegistered', later)],
      { expectedRevision: 'no_stream' },
    );
    await app.deps.waitForProjections(appended.position);
    expect(await getClient(app.deps.pool, later.clientId)).toMatchObject({ name: later.name });

    // Asking again (an answer lost on the way) records nothing twice.
    expect(
      (await admin.post('/api/admin/projections/clients/skip', { eventId: poisonId, reason }))
        .status,
    ).toBe(200);
    expect(await app.streamEvents('projection-skips-clients')).toHaveLength(1);

    // A rebuild honours the skip: it replays the whole log without pausing.
    await rebuildProjection({
      pool: app.deps.pool,
      databaseUrl: app.database.url,
      eventStore: app.deps.eventStore,
      projection: clientsProjection,
      logger: pino({ level: 'silent' }),
    });
    expect(await getClient(app.deps.pool, later.clientId)).toMatchObject({ name: later.name });
    expect(await clientsStatus()).toMatchObject({
      status: 'running',
      lag: 0,
      skipped: [expectedSkip],
    });
  });
});

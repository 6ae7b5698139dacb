import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPositionHeader, readModelsLaggingHeader } from '@memorial-care/contracts';
import {
  comparePositions,
  positionFromToken,
  type Position,
} from '@memorial-care/contracts/event-store';
import { allProjections, projectionsHandling, readCheckpoint } from '@memorial-care/projections';
import { eventually } from '@memorial-care/projections/testing';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// Read-your-writes over HTTP: a change waits for the read models that handle its events, and
// when one of them does not catch up in time, the answer says which.

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const addClient = async () => {
  const response = await admin.post('/api/clients', {
    name: 'Milica Petrović',
    email: `milica.${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(response.status).toBe(201);
  expect(response.headers.get(readModelsLaggingHeader)).toBeNull();
  const { id } = (await response.json()) as { id: string };
  return { id, position: positionOf(response) };
};

const positionOf = (response: Response) =>
  positionFromToken(response.headers.get(eventPositionHeader) ?? '');

/** The types of the events appended after `after`, up to and including `upTo`. */
const typesAppended = async (after: Position, upTo: Position) =>
  (await app.deps.eventStore.readAll({ after, limit: 1000 }))
    .filter((e) => comparePositions(e.position, upTo) <= 0)
    .map((e) => e.type);

/** A slow read model: its checkpoint row is locked by an open transaction until released. */
const holdCheckpoint = async (name: string) => {
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [name]);
  return async () => {
    await client.query('ROLLBACK');
    await client.end();
  };
};

describe('read-your-writes over HTTP', () => {
  it('answers after the read models that handle the change, and names those that lagged', async () => {
    const { id: clientId, position: created } = await addClient();
    const release = await holdCheckpoint('clients');
    let response: Response;
    try {
      response = await admin.delete(`/api/clients/${clientId}`);
    } finally {
      await release();
    }
    expect(response.status).toBe(204);
    const lagging = response.headers.get(readModelsLaggingHeader)?.split(', ') ?? [];
    expect(lagging).toContain('clients');
    // Only read models that handle what the request appended are waited for, so named.
    const deleted = positionOf(response);
    const handling = projectionsHandling(allProjections, await typesAppended(created, deleted));
    expect(lagging.every((name) => handling.includes(name))).toBe(true);

    // Once the lock is gone, the read model catches up (the client refetches then).
    await eventually(
      () => readCheckpoint(app.deps.pool, 'clients'),
      (c) => c !== null && comparePositions(c.position, deleted) >= 0,
    );
    expect((await admin.get(`/api/clients/${clientId}`)).status).toBe(404);
  });

  it('says nothing when the read models caught up in time', async () => {
    const { id: clientId } = await addClient();
    const response = await admin.delete(`/api/clients/${clientId}`);
    expect(response.status).toBe(204);
    expect(response.headers.get(readModelsLaggingHeader)).toBeNull();
  });
});

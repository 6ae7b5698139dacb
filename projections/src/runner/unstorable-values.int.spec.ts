import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import type { Position, RecordedEvent } from '@memorial-care/contracts/event-store';
import type { CaretakerAdded, GraveAdded, ServiceRequested } from '@memorial-care/contracts/events';
import {
  cemeteryAddedData,
  clientRegisteredData,
  createTestDatabase,
} from '@memorial-care/services/testing';
import { caretakersProjection } from '../caretakers';
import { cemeteriesProjection } from '../cemeteries';
import { clientsProjection } from '../clients';
import { gravesProjection } from '../graves';
import { serviceRequestsProjection } from '../service-requests';
import { usersProjection } from '../users';
import { createCapturingLogger, recordedEvent } from '../testing';
import { setUpOnce } from '../testing/set-up-once';
import { applyEvents } from './apply-batch';
import { ensureCheckpoint, readCheckpoint, zeroPosition } from './checkpoint-store';
import { createLogPage } from './log-page';
import type { Projection } from './projection';

/**
 * Values an older, less bounded API accepted (or EventStoreDB stored) stay in the log forever:
 * each must reach its read model without pausing the projection, and later events still apply.
 */
const database = setUpOnce(createTestDatabase, (db) => db.drop());
const positions = new Map<string, Position>();
const { logger } = createCapturingLogger();

/** Through the consumer's own apply step (the one a rebuild uses too), checkpoint included. */
const project = async (projection: Projection, events: readonly RecordedEvent[]) => {
  const { pool } = database();
  await ensureCheckpoint(pool, projection.name);
  const outcome = await applyEvents({
    pool,
    projection,
    from: positions.get(projection.name) ?? zeroPosition,
    // A page as the consumer's reader makes it: its values are made storable there, once.
    page: createLogPage(events),
    status: 'running',
    logger,
  });
  if (outcome.kind !== 'moved') positions.set(projection.name, outcome.position);
  expect(outcome.kind === 'paused' ? outcome.error.message : outcome.kind).toBe('applied');
  expect((await readCheckpoint(pool, projection.name))?.status).toBe('running');
};

let revision = 0n;
const event = (streamId: string, type: string, data: unknown) =>
  recordedEvent(
    { type, data },
    { streamId, revision: revision++, occurredAt: new Date().toISOString() },
  );

/** ~900 KB that does not compress: TOAST cannot shrink it below the index row limit. */
const hugeText = () => randomBytes(450_000).toString('hex');

const textOf = (table: string, column: string, id: string) =>
  database().pool.oneFirst(
    sql.unsafe`SELECT ${sql.identifier([column])}::text FROM ${sql.identifier([table])}
               WHERE id = ${id}::uuid`,
  ) as Promise<string | null>;

describe('values PostgreSQL cannot index or store never pause a projection', () => {
  it('a client registered with a 900 KB name and email, then a normal one', async () => {
    const huge = clientRegisteredData({ name: hugeText(), email: `${hugeText()}@example.com` });
    const later = clientRegisteredData();
    await project(clientsProjection, [event(`client-${huge.clientId}`, 'ClientRegistered', huge)]);
    await project(clientsProjection, [
      event(`client-${later.clientId}`, 'ClientRegistered', later),
    ]);
    expect((await textOf('clients', 'name', huge.clientId))?.length).toBe(huge.name.length);
    expect(await textOf('clients', 'name', later.clientId)).toBe('Milica Petrović');
  });

  it('a user with a 900 KB email', async () => {
    const userId = randomUUID();
    await project(usersProjection, [
      event(`user-${userId}`, 'UserRegistered', {
        userId,
        email: hugeText(),
        firstName: null,
        lastName: null,
        role: 'client',
        clientId: null,
        caretakerId: null,
      }),
    ]);
    expect(await textOf('users', 'role', userId)).toBe('client');
  });

  it('a cemetery with a 900 KB name and city', async () => {
    const cemetery = cemeteryAddedData({ name: hugeText(), city: hugeText() });
    await project(cemeteriesProjection, [
      event(`cemetery-${cemetery.cemeteryId}`, 'CemeteryAdded', cemetery),
    ]);
    expect(await textOf('cemeteries', 'region', cemetery.cemeteryId)).toBe('Beograd');
  });

  it('text with NUL and lone surrogates is stored without them', async () => {
    const odd = clientRegisteredData({ name: 'Ana\u0000 Nul', notes: 'broken \uD800 pair \uDC00' });
    await project(clientsProjection, [event(`client-${odd.clientId}`, 'ClientRegistered', odd)]);
    expect(await textOf('clients', 'name', odd.clientId)).toBe('Ana Nul');
    expect(await textOf('clients', 'notes', odd.clientId)).toBe('broken \uFFFD pair \uFFFD');
  });

  it('a request of 123,456,789,012.34 EUR completed in year 0000, on 30 February or at +20:00', async () => {
    const requestId = randomUUID();
    const stream = `service-request-${requestId}`;
    const request: ServiceRequested = {
      requestId,
      clientId: null,
      graveId: null,
      cemeteryId: null,
      caretakerId: null,
      serviceType: 'flower_arrangement',
      priority: 'urgent',
      scheduledDate: '0000-01-01T00:00:00Z',
      amount: '123456789012.34',
      paymentStatus: 'pending',
      specialInstructions: null,
      planSelected: null,
      guest: { name: hugeText(), email: 'guest@example.com', phone: '+381 11 123' },
      description: null,
    };
    const completed = (completedDate: string) =>
      event(stream, 'ServiceRequestCompleted', { requestId, completedDate });
    await project(serviceRequestsProjection, [event(stream, 'ServiceRequested', request)]);
    await project(serviceRequestsProjection, [completed('0000-01-01T00:00:00Z')]);
    expect(await textOf('service_requests', 'completed_date', requestId)).toMatch(/^0001-01-01/);
    await project(serviceRequestsProjection, [completed('2026-02-30T00:00:00Z')]);
    expect(await textOf('service_requests', 'completed_date', requestId)).toMatch(/^2026-02-28/);
    await project(serviceRequestsProjection, [completed('2026-01-01T00:00:00+20:00')]);
    expect(await textOf('service_requests', 'completed_date', requestId)).toMatch(/^2025-12-31/);
    await project(serviceRequestsProjection, [
      event(stream, 'ServiceRequestCancelled', { requestId }),
    ]);
    expect(await textOf('service_requests', 'status', requestId)).toBe('cancelled');
    expect(await textOf('service_requests', 'amount', requestId)).toBe('123456789012.34');
  });

  it('a caretaker with holiday 2026-13-45 and a huge rate, a grave with dates 0000-00-00', async () => {
    const caretakerId = randomUUID();
    const caretaker: CaretakerAdded = {
      caretakerId,
      name: 'Marko',
      email: 'marko@example.com',
      phone: '+381 11 123',
      region: null,
      isActive: true,
      preferredVisitDays: [],
      perVisitRate: '99999999999.99',
      preferredPaymentMethod: null,
      bankDetails: null,
      paymentStatus: 'current',
      holidayDates: ['2026-13-45'],
    };
    await project(caretakersProjection, [
      event(`caretaker-${caretakerId}`, 'CaretakerAdded', caretaker),
    ]);
    expect(await textOf('caretakers', 'holiday_dates', caretakerId)).toBe('{2026-12-31}');
    expect(await textOf('caretakers', 'per_visit_rate', caretakerId)).toBe('99999999999.99');

    const graveId = randomUUID();
    const grave: GraveAdded = {
      graveId,
      clientId: randomUUID(),
      cemeteryId: null,
      graveNumber: null,
      graveLocation: null,
      deceasedName: 'Petar',
      deceasedDateOfBirth: '0000-00-00',
      deceasedDateOfDeath: '2023-02-29',
      notes: null,
    };
    await project(gravesProjection, [event(`grave-${graveId}`, 'GraveAdded', grave)]);
    expect(await textOf('graves', 'deceased_date_of_birth', graveId)).toBe('0001-01-01');
    expect(await textOf('graves', 'deceased_date_of_death', graveId)).toBe('2023-02-28');
  });
});

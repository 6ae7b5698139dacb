import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  caretakerStreamId,
  clientStreamId,
  userStreamId,
  type CaretakerAdded,
} from '@memorial-care/contracts/events';
import { eventually } from '@memorial-care/projections/testing';
import { clientRegisteredData, systemMetadata } from '../testing/event-data';
import { recordEvent } from '../testing/record-event';
import { startTestApp, type TestApp } from '../testing/test-app';
import { accountAccessReactor } from './account-access-reactor';

// The process may die between a deletion (or deactivation) and the disabling of the linked
// accounts; a retried delete then answers 404. The events below are appended straight to the
// log, as such a crash leaves them, and the worker's reactor must end the access anyway.

let app: TestApp;
const password = 'grave-care-2026';

beforeAll(async () => {
  app = await startTestApp({ worker: true, demoAccounts: false });
});
afterAll(() => app?.close());

const sessionCountOf = async (userId: string) =>
  app.database.pool.oneFirst(
    sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int FROM sessions WHERE sess->>'userId' = ${userId}`,
  );

const signInStatus = async (email: string) =>
  (await app.client().post('/api/login', { email, password })).status;

/** Appends one event to an existing stream, bypassing the commands (and their inline path). */
const appendDirectly = async (streamId: string, type: string, data: object) => {
  const id = randomUUID();
  await app.deps.eventStore.appendToStream(
    streamId,
    [{ id, type, data, metadata: systemMetadata() }],
    { expectedRevision: 'any' },
  );
  const recorded = (await app.streamEvents(streamId)).find((e) => e.id === id);
  return recorded as RecordedEvent;
};

const accessEventsOf = async (userId: string) =>
  (await app.streamEvents(userStreamId(userId)))
    .filter((e) => e.type === 'UserAccountDisabled' || e.type === 'UserAccountEnabled')
    .map((e) => ({ type: e.type, data: e.data, causationId: e.metadata.causationId }));

/** Waits until the reactor appended `count` access events, then until sign-in sees them. */
const accessEventsOnceReacted = async (userId: string, count: number) => {
  const events = await eventually(
    () => accessEventsOf(userId),
    (list) => list.length >= count,
  );
  const last = (await app.streamEvents(userStreamId(userId))).at(-1);
  if (last) await app.deps.waitForProjections(last.position);
  return events;
};

const signedInAccount = async (link: { clientId: string } | { caretakerId: string }) => {
  const email = `access.${randomUUID().slice(0, 8)}@example.rs`;
  const role = 'clientId' in link ? 'client' : 'caretaker';
  const userId = await app.createUser({
    email,
    password,
    firstName: 'Jelena',
    lastName: 'Ilić',
    role,
    ...link,
  });
  await app.signIn(email, password);
  expect(await sessionCountOf(userId)).toBe(1);
  return { email, userId };
};

describe('the account access reactor', () => {
  it('disables the accounts of a client deleted without the inline step, once', async () => {
    const client = clientRegisteredData();
    await recordEvent(app, clientStreamId(client.clientId), 'ClientRegistered', client);
    const { email, userId } = await signedInAccount({ clientId: client.clientId });

    const deleted = await appendDirectly(clientStreamId(client.clientId), 'ClientDeleted', {
      clientId: client.clientId,
    });

    expect(await accessEventsOnceReacted(userId, 1)).toEqual([
      {
        type: 'UserAccountDisabled',
        data: { userId, reason: 'client-deleted' },
        causationId: deleted.id,
      },
    ]);
    expect(await sessionCountOf(userId)).toBe(0);
    expect(await signInStatus(email)).toBe(401);

    // A replay of the same event (a crash before the checkpoint was saved) changes nothing.
    await accountAccessReactor.react(deleted, app.deps);
    await accountAccessReactor.react(deleted, app.deps);
    expect(await accessEventsOf(userId)).toHaveLength(1);
  });

  it('follows a caretaker made inactive and active again, and ignores a stale replay', async () => {
    const caretakerId = randomUUID();
    const added: CaretakerAdded = {
      caretakerId,
      name: 'Jovan Đorđević',
      email: `jovan.${randomUUID().slice(0, 8)}@example.rs`,
      phone: '064 111 222',
      region: null,
      isActive: true,
      preferredVisitDays: [],
      perVisitRate: null,
      preferredPaymentMethod: null,
      bankDetails: null,
      paymentStatus: 'current',
      holidayDates: [],
    };
    await recordEvent(app, caretakerStreamId(caretakerId), 'CaretakerAdded', added);
    const { email, userId } = await signedInAccount({ caretakerId });

    const deactivated = await appendDirectly(caretakerStreamId(caretakerId), 'CaretakerUpdated', {
      caretakerId,
      changes: { isActive: false },
    });
    expect((await accessEventsOnceReacted(userId, 1)).at(-1)).toMatchObject({
      data: { userId, reason: 'caretaker-inactive' },
      causationId: deactivated.id,
    });
    expect(await sessionCountOf(userId)).toBe(0);
    expect(await signInStatus(email)).toBe(401);

    await appendDirectly(caretakerStreamId(caretakerId), 'CaretakerUpdated', {
      caretakerId,
      changes: { isActive: true },
    });
    expect((await accessEventsOnceReacted(userId, 2)).at(-1)).toMatchObject({
      type: 'UserAccountEnabled',
    });
    expect(await signInStatus(email)).toBe(200);

    // The old deactivation replayed: the caretaker is active now, so nothing is disabled.
    await accountAccessReactor.react(deactivated, app.deps);
    expect(await accessEventsOf(userId)).toHaveLength(2);
    expect(await sessionCountOf(userId)).toBe(1);
  });
});

import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEmailStreamId, clientStreamId } from '@memorial-care/contracts/events';
import { createPostgresEventStore } from '../event-store';
import type { AppDeps } from '../http/deps';
import { systemContext } from '../shared/command-handler';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { createTestDatabase, type TestDatabase } from '../testing';
import { deleteClient, registerClient, updateClient } from './commands';

let database: TestDatabase;
let deps: AppDeps;
beforeAll(async () => {
  database = await createTestDatabase();
  deps = {
    pool: database.pool,
    eventStore: createPostgresEventStore({ databaseUrl: database.url, pool: database.pool }),
    logger: pino({ level: 'silent' }),
    // These tests read the event streams, not the read models.
    waitForProjections: async () => ({ lagging: [] }),
  };
});
afterAll(async () => {
  await deps?.eventStore.close();
  await database?.drop();
});

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const types = async (streamId: string) =>
  (await deps.eventStore.readStream(streamId)).map((e) => e.type);
const emailTaken = { status: 409, message: 'A client with this email already exists' };

describe('client commands', () => {
  it('registers a client and claims its lowercased email', async () => {
    const email = uniqueEmail('Milica');
    const { id, position } = await registerClient(
      deps,
      { name: 'Milica Petrović', email, source: 'self-registration' },
      systemContext(),
    );
    expect(position).not.toBeNull();
    const [registered] = await deps.eventStore.readStream(clientStreamId(id));
    expect(registered).toMatchObject({
      type: 'ClientRegistered',
      data: { clientId: id, email: email.toLowerCase(), source: 'self-registration' },
    });
    expect(await deps.eventStore.readStream(clientEmailStreamId(email))).toEqual([
      expect.objectContaining({
        type: 'ClientEmailReserved',
        data: { email: email.toLowerCase(), clientId: id },
      }),
    ]);
  });

  it('refuses a second client with the same email in any case (409)', async () => {
    const email = uniqueEmail('jovan');
    await registerClient(deps, { name: 'Jovan', email }, systemContext());
    await expect(
      registerClient(deps, { name: 'Another Jovan', email: email.toUpperCase() }, systemContext()),
    ).rejects.toMatchObject(emailTaken);
  });

  it('lets exactly one of two racing registrations for one email win', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        registerClient(deps, { name: `Racer ${i}`, email }, systemContext()),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const loss of lost) expect(loss.reason).toMatchObject(emailTaken);
  });

  it('leaves no claim behind when the registration itself is invalid', async () => {
    const email = uniqueEmail('invalid');
    await expect(
      registerClient(deps, { name: ' ', email }, systemContext()),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await deps.eventStore.readStream(clientEmailStreamId(email))).toEqual([]);
  });

  it('moves the claim when the email changes, freeing the old address', async () => {
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const { id } = await registerClient(deps, { name: 'Ana', email: oldEmail }, systemContext());
    await updateClient(deps, { clientId: id, changes: { email: newEmail } }, systemContext());
    expect(await types(clientStreamId(id))).toEqual(['ClientRegistered', 'ClientUpdated']);
    expect(await types(clientEmailStreamId(oldEmail))).toEqual([
      'ClientEmailReserved',
      'ClientEmailReleased',
    ]);
    expect(await types(clientEmailStreamId(newEmail))).toEqual(['ClientEmailReserved']);
    // The old address is free for someone else now; the new one is not.
    await registerClient(deps, { name: 'Someone', email: oldEmail }, systemContext());
    await expect(
      registerClient(deps, { name: 'Someone else', email: newEmail }, systemContext()),
    ).rejects.toMatchObject(emailTaken);
  });

  it('claims nothing for an invalid new email', async () => {
    const { id } = await registerClient(
      deps,
      { name: 'Valid', email: uniqueEmail('valid') },
      systemContext(),
    );
    await expect(
      updateClient(deps, { clientId: id, changes: { email: 'not-an-email' } }, systemContext()),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await types(clientEmailStreamId('not-an-email'))).toEqual([]);
  });

  it("refuses to change an email to another client's", async () => {
    const taken = uniqueEmail('taken');
    await registerClient(deps, { name: 'Owner', email: taken }, systemContext());
    const { id } = await registerClient(
      deps,
      { name: 'Other', email: uniqueEmail('other') },
      systemContext(),
    );
    await expect(
      updateClient(deps, { clientId: id, changes: { email: taken } }, systemContext()),
    ).rejects.toMatchObject(emailTaken);
    expect(await types(clientStreamId(id))).toEqual(['ClientRegistered']);
  });

  it('answers an unchanged update with no event and no position', async () => {
    const email = uniqueEmail('same');
    const { id } = await registerClient(deps, { name: 'Same', email }, systemContext());
    const result = await updateClient(
      deps,
      { clientId: id, changes: { email: email.toUpperCase(), name: 'Same' } },
      systemContext(),
    );
    expect(result).toEqual({ id, position: null });
    expect(await types(clientEmailStreamId(email))).toEqual(['ClientEmailReserved']);
  });

  it('frees the email of a deleted client, and a deleted client stays deleted', async () => {
    const email = uniqueEmail('gone');
    const { id } = await registerClient(deps, { name: 'Gone', email }, systemContext());
    await deleteClient(deps, { clientId: id }, systemContext());
    expect(await types(clientEmailStreamId(email))).toEqual([
      'ClientEmailReserved',
      'ClientEmailReleased',
    ]);
    await expect(deleteClient(deps, { clientId: id }, systemContext())).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const again = await registerClient(deps, { name: 'New owner', email }, systemContext());
    expect(again.id).not.toBe(id);
  });

  it('refuses to register under the id of an existing client and releases nothing of theirs', async () => {
    const email = uniqueEmail('first');
    const { id } = await registerClient(deps, { name: 'First', email }, systemContext());
    const otherEmail = uniqueEmail('second');
    await expect(
      registerClient(deps, { clientId: id, name: 'Second', email: otherEmail }, systemContext()),
    ).rejects.toMatchObject({ status: 422, code: 'CLIENT_ALREADY_EXISTS' });
    // The failed registration's claim was given back; the first client's stays.
    expect(await types(clientEmailStreamId(otherEmail))).toEqual([
      'ClientEmailReserved',
      'ClientEmailReleased',
    ]);
    expect(await types(clientEmailStreamId(email))).toEqual(['ClientEmailReserved']);
    await expect(
      registerClient(deps, { name: 'Third', email }, systemContext()),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

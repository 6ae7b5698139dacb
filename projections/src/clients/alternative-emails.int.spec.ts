import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventToAppend } from '@memorial-care/contracts/event-store';
import { clientStreamId, type ClientRegistered } from '@memorial-care/contracts/events';
import { clientRegisteredData } from '@memorial-care/services/testing';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { clientsProjection } from './clients-projection';
import { findClientIdsByEmails, getClient } from './queries';

const context = useProjectionTestWithEventStore(clientsProjection);
const { nextBatch, apply } = context;
const append = (clientId: string, ...events: EventToAppend[]) =>
  context.append(clientStreamId(clientId), ...events);
const unique = () => randomUUID().slice(0, 8);

/** A registration as events stored before alternative addresses have it: no such field. */
const registration = (overrides: Partial<ClientRegistered> = {}) =>
  clientRegisteredData({
    name: 'Dragana Marković',
    email: `dragana.${unique()}@example.com`,
    ...overrides,
  });

const alternativesOf = async (clientId: string) =>
  (await getClient(context.db.pool, clientId))?.alternativeEmails;

describe('clients projection: alternative addresses', () => {
  it('reads a registration without the field as none, and keeps what updates set', async () => {
    const old = registration();
    await append(old.clientId, testEvent('ClientRegistered', old));
    await apply(await nextBatch());
    expect(await alternativesOf(old.clientId)).toEqual([]);

    await append(
      old.clientId,
      testEvent('ClientUpdated', {
        clientId: old.clientId,
        changes: { alternativeEmails: ['Sin@Example.com', 'kci@example.rs'] },
      }),
    );
    const update = await nextBatch();
    await apply(update);
    await apply(update);
    // Lowercased by the read model too, so a lookup always matches.
    expect(await alternativesOf(old.clientId)).toEqual(['sin@example.com', 'kci@example.rs']);

    await append(
      old.clientId,
      testEvent('ClientUpdated', { clientId: old.clientId, changes: { alternativeEmails: [] } }),
    );
    await apply(await nextBatch());
    expect(await alternativesOf(old.clientId)).toEqual([]);
  });

  it('folds a registration with addresses and an update of the same batch into one row', async () => {
    const client = registration({ alternativeEmails: ['a@example.com'] });
    await append(
      client.clientId,
      testEvent('ClientRegistered', client),
      testEvent('ClientUpdated', {
        clientId: client.clientId,
        changes: { alternativeEmails: ['a@example.com', 'b@example.com'] },
      }),
    );
    await apply(await nextBatch());
    expect(await alternativesOf(client.clientId)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('finds clients by main or alternative address, case-insensitively, several per address', async () => {
    const shared = `family.${unique()}@example.com`;
    const mother = registration({ email: `mother.${unique()}@example.com` });
    const son = registration({
      email: `son.${unique()}@example.com`,
      alternativeEmails: [shared, `work.${unique()}@example.de`],
    });
    const daughter = registration({ alternativeEmails: [shared] });
    for (const client of [mother, son, daughter])
      await append(client.clientId, testEvent('ClientRegistered', client));
    await apply(await nextBatch());

    const unknown = `nobody.${unique()}@example.com`;
    const found = await findClientIdsByEmails(context.db.pool, [
      `  ${mother.email.toUpperCase()} `,
      shared,
      son.alternativeEmails![1]!.replace('work', 'WORK'),
      unknown,
      '',
    ]);
    expect(found.get(mother.email)).toEqual([mother.clientId]);
    expect(found.get(shared)).toEqual([son.clientId, daughter.clientId].sort());
    expect(found.get(son.alternativeEmails![1]!)).toEqual([son.clientId]);
    expect(found.has(unknown)).toBe(false);
    expect(found.size).toBe(3);
  });

  it('answers an empty map for no addresses and forgets a deleted client', async () => {
    expect(await findClientIdsByEmails(context.db.pool, [])).toEqual(new Map());
    const gone = registration({ alternativeEmails: [`gone.${unique()}@example.com`] });
    await append(gone.clientId, testEvent('ClientRegistered', gone));
    await append(gone.clientId, testEvent('ClientDeleted', { clientId: gone.clientId }));
    await apply(await nextBatch());
    expect(
      await findClientIdsByEmails(context.db.pool, [gone.email, ...gone.alternativeEmails!]),
    ).toEqual(new Map());
  });

  it('stores the longest addresses a command accepts, and a hostile lookup finds nothing', async () => {
    const longest = (tag: string) => `${tag}${'x'.repeat(63 - tag.length)}@${'d'.repeat(187)}.rs`;
    const alternatives = Array.from({ length: 10 }, (_, i) => longest(`a${i}${unique()}`));
    expect(alternatives[0]).toHaveLength(254);
    const client = registration({ alternativeEmails: alternatives });
    await append(client.clientId, testEvent('ClientRegistered', client));
    await apply(await nextBatch());
    expect(await alternativesOf(client.clientId)).toEqual(alternatives);
    const found = await findClientIdsByEmails(context.db.pool, [
      alternatives[9]!,
      "' OR 1=1 --",
      '%',
      'x'.repeat(100_000),
    ]);
    expect([...found.entries()]).toEqual([[alternatives[9], [client.clientId]]]);
  });
});

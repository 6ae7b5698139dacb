import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CemeteryEvent, CemeteryFieldValues } from '@memorial-care/contracts/events';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { cemeteriesProjection } from './cemeteries-projection';

const database = useProjectionTestWithBuiltEvents(cemeteriesProjection);
const { apply } = database;

const revisions = new Map<string, bigint>();
/** A recorded event as the store would deliver it: next revision of its stream, next position. */
const recorded = (event: CemeteryEvent, occurredAt = new Date()) => {
  const streamId = `cemetery-${event.data.cemeteryId}`;
  const revision = (revisions.get(streamId) ?? -1n) + 1n;
  revisions.set(streamId, revision);
  return recordedEvent(event, { streamId, revision, occurredAt: occurredAt.toISOString() });
};

const fields = (name: string): CemeteryFieldValues => ({
  name,
  city: 'Novi Sad',
  region: 'Južnobački okrug',
  country: 'Serbia',
  address: 'Futoški put',
  contact: 'Uprava',
  phoneEmail: null,
  phones: ['021 111'],
  emails: [],
  caretakerIds: ['11111111-1111-4111-8111-111111111111'],
  preferredVisitHours: 'morning',
  accessNotes: null,
});
const added = (cemeteryId: string, name: string): CemeteryEvent => ({
  type: 'CemeteryAdded',
  data: { cemeteryId, ...fields(name), source: 'admin' },
});
const updated = (cemeteryId: string, changes: Partial<CemeteryFieldValues>): CemeteryEvent => ({
  type: 'CemeteryUpdated',
  data: { cemeteryId, changes },
});
const deleted = (cemeteryId: string): CemeteryEvent => ({
  type: 'CemeteryDeleted',
  data: { cemeteryId },
});

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  phones: z.array(z.string()),
  caretakerIds: z.array(z.string()),
  preferredVisitHours: z.string().nullable(),
  version: z.bigint(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
const rows = async () => [
  ...(await database.pool.any(sql.type(rowSchema)`
    SELECT id::text AS "id", name, city, address, contact, phones,
           caretaker_ids::text[] AS "caretakerIds", preferred_visit_hours AS "preferredVisitHours",
           version, created_at AS "createdAt", updated_at AS "updatedAt"
    FROM cemeteries ORDER BY name`)),
];

describe('cemeteries projection', () => {
  it('folds adds, updates and deletes of one batch into the final rows', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const t0 = new Date('2026-03-01T10:00:00.000Z');
    const t1 = new Date('2026-03-02T10:00:00.000Z');
    await apply([
      recorded(added(a, 'Almaško groblje'), t0),
      recorded(added(b, 'Bajsko groblje'), t0),
      recorded(updated(a, { name: 'Almaško', phones: [], address: null }), t1),
      recorded(deleted(b), t1),
      recorded(added(c, 'Uspensko groblje'), t0),
      recorded(updated(c, { caretakerIds: [] }), t0),
      recorded(updated(c, { contact: null, caretakerIds: [b] }), t1),
    ]);
    expect(await rows()).toEqual([
      expect.objectContaining({
        id: a,
        name: 'Almaško',
        address: null,
        phones: [],
        contact: 'Uprava',
        version: 1n,
        createdAt: t0.getTime(),
        updatedAt: t1.getTime(),
      }),
      expect.objectContaining({ id: c, contact: null, caretakerIds: [b], version: 2n }),
    ]);
  });

  it('patches only the named columns of rows written by earlier batches', async () => {
    const a = randomUUID();
    await apply([recorded(added(a, 'Futoško groblje'))]);
    const [before] = await rows();
    const later = new Date(Date.now() + 60_000);
    await apply([
      recorded(updated(a, { city: 'Petrovaradin' }), later),
      recorded(updated(a, { preferredVisitHours: null, phones: ['021 222', '021 333'] }), later),
    ]);
    expect(await rows()).toEqual([
      {
        ...before,
        city: 'Petrovaradin',
        preferredVisitHours: null,
        phones: ['021 222', '021 333'],
        version: 2n,
        updatedAt: later.getTime(),
      },
    ]);
  });

  it('is idempotent: a batch applied again, or an older one, changes nothing', async () => {
    const a = randomUUID();
    const first = [recorded(added(a, 'Kersko groblje'))];
    const second = [recorded(updated(a, { name: 'Kersko' })), recorded(deleted(randomUUID()))];
    await apply(first);
    await apply(second);
    const settled = await rows();
    await apply(second);
    await apply(first);
    expect(await rows()).toEqual(settled);
    expect(settled).toEqual([expect.objectContaining({ name: 'Kersko', version: 1n })]);
  });

  it('deletes rows, and a cemetery deleted and added again comes back', async () => {
    const a = randomUUID();
    await apply([recorded(added(a, 'Senćansko groblje'))]);
    await apply([recorded(deleted(a))]);
    expect(await rows()).toEqual([]);
    await apply([recorded(added(a, 'Senćansko groblje'))]);
    expect(await rows()).toEqual([expect.objectContaining({ id: a, version: 2n })]);
  });

  it('keeps the position: none for an older cemetery, then set (from a photo), then cleared', async () => {
    const a = randomUUID();
    const position = async () =>
      database.pool.one(
        sql.type(
          z.object({ latitude: z.number().nullable(), longitude: z.number().nullable() }),
        )`SELECT latitude, longitude FROM cemeteries WHERE id = ${a}`,
      );
    await apply([recorded(added(a, 'Almaško groblje'))]);
    expect(await position()).toEqual({ latitude: null, longitude: null });
    await apply([
      recorded({
        type: 'CemeteryUpdated',
        data: {
          cemeteryId: a,
          changes: { latitude: -90, longitude: 180 },
          fromPhotoId: randomUUID(),
        },
      }),
    ]);
    expect(await position()).toEqual({ latitude: -90, longitude: 180 });
    await apply([recorded(updated(a, { latitude: 45.2622 }))]);
    expect(await position()).toEqual({ latitude: 45.2622, longitude: 180 });
    await apply([recorded(updated(a, { latitude: null, longitude: null }))]);
    expect(await position()).toEqual({ latitude: null, longitude: null });
  });

  it('throws on a payload that does not parse, so the runner pauses on it', async () => {
    const bad = recorded(added(randomUUID(), 'X'));
    await expect(apply([{ ...bad, data: { cemeteryId: 'x', name: 42 } }])).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });
});

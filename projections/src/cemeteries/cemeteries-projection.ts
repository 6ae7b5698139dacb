import { sql, type DatabaseTransactionConnection } from 'slonik';
import {
  cemeteryEventSchema,
  cemeteryEventTypes,
  type CemeteryFieldValues,
} from '@memorial-care/contracts/events';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { Projection } from '../runner/projection';

/** What one batch does to one cemetery row, after folding all its events in log order. */
type RowOutcome =
  | { readonly kind: 'upsert'; readonly row: CemeteryRow }
  | {
      readonly kind: 'patch';
      readonly changes: Partial<CemeteryFieldValues>;
      readonly at: string;
      readonly version: string;
    }
  | { readonly kind: 'delete' };

type CemeteryRow = CemeteryFieldValues & {
  id: string;
  /** The stream revision (as text: JSON has no bigint). */
  version: string;
  createdAt: string;
  updatedAt: string;
};

const occurredAt = (event: RecordedEvent) =>
  event.metadata?.occurredAt ?? event.createdAt.toISOString();

/**
 * Folds the batch in memory so that each cemetery ends in one outcome, then writes with at most
 * three set-based statements (delete, upsert, patch) whatever the batch size. Every outcome is
 * a "set to" operation guarded by the stream revision, so re-applying a batch, or an older one,
 * leaves the rows as they are.
 */
export const foldCemeteryBatch = (events: readonly RecordedEvent[]) => {
  const outcomes = new Map<string, RowOutcome>();
  for (const recorded of events) {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const event = cemeteryEventSchema.parse({ type: recorded.type, data: recorded.data });
    const at = occurredAt(recorded);
    const version = recorded.revision.toString();
    const id = event.data.cemeteryId;
    const current = outcomes.get(id);
    switch (event.type) {
      case 'CemeteryAdded': {
        const { cemeteryId: _id, source: _source, ...fields } = event.data;
        outcomes.set(id, {
          kind: 'upsert',
          row: { ...fields, id, version, createdAt: at, updatedAt: at },
        });
        break;
      }
      case 'CemeteryUpdated': {
        const { changes } = event.data;
        if (current?.kind === 'delete') break;
        if (current?.kind === 'upsert')
          outcomes.set(id, {
            kind: 'upsert',
            row: { ...current.row, ...changes, version, updatedAt: at },
          });
        else
          outcomes.set(id, {
            kind: 'patch',
            changes: { ...current?.changes, ...changes },
            at,
            version,
          });
        break;
      }
      case 'CemeteryDeleted':
        outcomes.set(id, { kind: 'delete' });
        break;
    }
  }
  const upserts: CemeteryRow[] = [];
  const patches: {
    id: string;
    changes: Partial<CemeteryFieldValues>;
    version: string;
    updatedAt: string;
  }[] = [];
  const deletes: string[] = [];
  for (const [id, outcome] of outcomes) {
    if (outcome.kind === 'upsert') upserts.push(outcome.row);
    else if (outcome.kind === 'patch')
      patches.push({
        id,
        changes: outcome.changes,
        version: outcome.version,
        updatedAt: outcome.at,
      });
    else deletes.push(id);
  }
  return { upserts, patches, deletes };
};

/** For a patch: the new value when the change set names the column, else the current one. */
const patched = (
  key: keyof CemeteryFieldValues,
  column: string,
  cast: 'text' | 'text[]' | 'uuid[]',
) => {
  const current = sql.identifier(['c', column]);
  const value =
    cast === 'text'
      ? sql.fragment`p.changes->>${key}`
      : cast === 'text[]'
        ? sql.fragment`ARRAY(SELECT jsonb_array_elements_text(p.changes->${key}))`
        : sql.fragment`ARRAY(SELECT jsonb_array_elements_text(p.changes->${key})::uuid)`;
  return sql.fragment`${sql.identifier([column])} = CASE WHEN p.changes ? ${key} THEN ${value} ELSE ${current} END`;
};

const applyCemeteryBatch = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const { upserts, patches, deletes } = foldCemeteryBatch(events);

  if (deletes.length > 0)
    await tx.query(
      sql.unsafe`DELETE FROM cemeteries WHERE id = ANY(${sql.array(deletes, 'uuid')})`,
    );

  if (upserts.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO cemeteries (
        id, name, city, region, country, address, contact, phone_email, phones, emails,
        caretaker_ids, preferred_visit_hours, access_notes, version, created_at, updated_at)
      SELECT r.id, r.name, r.city, r.region, r.country, r.address, r.contact, r."phoneEmail",
             r.phones, r.emails, r."caretakerIds", r."preferredVisitHours", r."accessNotes",
             r.version, r."createdAt", r."updatedAt"
      FROM jsonb_to_recordset(${sql.jsonb(upserts)}) AS r(
        id uuid, name text, city text, region text, country text, address text, contact text,
        "phoneEmail" text, phones text[], emails text[], "caretakerIds" uuid[],
        "preferredVisitHours" text, "accessNotes" text, version bigint, "createdAt" timestamptz,
        "updatedAt" timestamptz)
      ON CONFLICT (id) DO UPDATE SET
        name = EXCLUDED.name, city = EXCLUDED.city, region = EXCLUDED.region,
        country = EXCLUDED.country, address = EXCLUDED.address, contact = EXCLUDED.contact,
        phone_email = EXCLUDED.phone_email, phones = EXCLUDED.phones, emails = EXCLUDED.emails,
        caretaker_ids = EXCLUDED.caretaker_ids,
        preferred_visit_hours = EXCLUDED.preferred_visit_hours,
        access_notes = EXCLUDED.access_notes, version = EXCLUDED.version,
        created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
      WHERE cemeteries.version < EXCLUDED.version`);

  if (patches.length > 0)
    await tx.query(sql.unsafe`
      UPDATE cemeteries AS c SET
        ${sql.join(
          [
            patched('name', 'name', 'text'),
            patched('city', 'city', 'text'),
            patched('region', 'region', 'text'),
            patched('country', 'country', 'text'),
            patched('address', 'address', 'text'),
            patched('contact', 'contact', 'text'),
            patched('phoneEmail', 'phone_email', 'text'),
            patched('phones', 'phones', 'text[]'),
            patched('emails', 'emails', 'text[]'),
            patched('caretakerIds', 'caretaker_ids', 'uuid[]'),
            patched('preferredVisitHours', 'preferred_visit_hours', 'text'),
            patched('accessNotes', 'access_notes', 'text'),
          ],
          sql.fragment`, `,
        )},
        version = p.version,
        updated_at = p."updatedAt"
      FROM jsonb_to_recordset(${sql.jsonb(patches)})
        AS p(id uuid, changes jsonb, version bigint, "updatedAt" timestamptz)
      WHERE c.id = p.id AND c.version < p.version`);
};

export const cemeteriesProjection: Projection = {
  name: 'cemeteries',
  eventTypes: cemeteryEventTypes,
  tables: ['cemeteries'],
  migrations: {
    group: 'projection-cemeteries',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: applyCemeteryBatch,
};

import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  cemeteryEventSchema,
  cemeteryEventTypes,
  clientEventSchema,
  clientEventTypes,
  graveEventSchema,
  graveEventTypes,
  type CemeteryEvent,
  type ClientEvent,
  type GraveEvent,
} from '@memorial-care/contracts/events';
import {
  foldRowOutcomes,
  writeRowOutcomes,
  type Columns,
  type RowInstruction,
  type RowOutcomes,
  type RowTable,
} from '../shared';

// The list's search looks for a client's, deceased's or cemetery's name (and email, city) in
// one lower-cased `search_text` column per request, with a trigram index: searching the other
// read models' tables row by row cost more than the whole page budget. The projection keeps
// its own copy of those names, from their events in log order, so `search_text` follows a
// rename whatever the other projections' progress (and a rebuild of this one alone).

/** Events whose names the search looks in. */
export const searchNameEventTypes = [
  ...clientEventTypes,
  ...graveEventTypes,
  ...cemeteryEventTypes,
] as const;
const nameEventTypes = new Set<string>(searchNameEventTypes);

export const isSearchNameEvent = (event: RecordedEvent) => nameEventTypes.has(event.type);

/** One row per client, grave or cemetery: `name` and `detail` (a client's email, a city). */
export const searchNamesTable: RowTable = {
  name: 'service_request_search_names',
  columns: ['name', 'detail'],
};

const picked = (values: Columns): Columns =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

const clientInstruction = (event: ClientEvent): RowInstruction => {
  const id = event.data.clientId;
  switch (event.type) {
    case 'ClientRegistered':
      return { kind: 'insert', id, row: { name: event.data.name, detail: event.data.email } };
    case 'ClientUpdated': {
      const { name, email } = event.data.changes;
      return { kind: 'patch', id, changes: picked({ name, detail: email }) };
    }
    case 'ClientDeleted':
      return { kind: 'delete', id };
  }
};

const graveInstruction = (event: GraveEvent): RowInstruction => {
  const id = event.data.graveId;
  switch (event.type) {
    case 'GraveAdded':
      return { kind: 'insert', id, row: { name: event.data.deceasedName, detail: null } };
    case 'GraveUpdated':
      return { kind: 'patch', id, changes: picked({ name: event.data.changes.deceasedName }) };
    case 'GraveRemoved':
      return { kind: 'delete', id };
  }
};

const cemeteryInstruction = (event: CemeteryEvent): RowInstruction => {
  const id = event.data.cemeteryId;
  switch (event.type) {
    case 'CemeteryAdded':
      return { kind: 'insert', id, row: { name: event.data.name, detail: event.data.city } };
    case 'CemeteryUpdated': {
      const { name, city } = event.data.changes;
      return { kind: 'patch', id, changes: picked({ name, detail: city }) };
    }
    case 'CemeteryDeleted':
      return { kind: 'delete', id };
  }
};

const ofTypes = (events: readonly RecordedEvent[], types: readonly string[]) =>
  events.filter((event) => types.includes(event.type));

/**
 * The batch's name events as one outcome per client, grave and cemetery (ids are unique across
 * the three). A patch that changes no searched field (a client's phone) is left out.
 */
export const foldSearchNames = (events: readonly RecordedEvent[]): RowOutcomes => {
  const folds = [
    foldRowOutcomes(ofTypes(events, clientEventTypes), clientEventSchema, clientInstruction),
    foldRowOutcomes(ofTypes(events, graveEventTypes), graveEventSchema, graveInstruction),
    foldRowOutcomes(ofTypes(events, cemeteryEventTypes), cemeteryEventSchema, cemeteryInstruction),
  ];
  return {
    upserts: folds.flatMap((f) => f.upserts),
    patches: folds.flatMap((f) => f.patches).filter((p) => Object.keys(p.changes).length > 0),
    deletes: folds.flatMap((f) => f.deletes),
  };
};

export const writeSearchNames = (tx: DatabaseTransactionConnection, outcomes: RowOutcomes) =>
  writeRowOutcomes(tx, searchNamesTable, outcomes);

/**
 * A request's search text, lower-cased: guest name and email, the client's name and email, the
 * deceased's name, the cemetery's name and city. Fields are joined by a line break, which a
 * (trimmed, one-line) search never contains, so a match never spans two fields.
 */
const searchTextOf = sql.fragment`lower(concat_ws(E'\n',
  s.guest_name, s.guest_email, cl.name, cl.detail, g.name, ce.name, ce.detail))`;

/**
 * Recomputes `search_text` of the given requests and of every request of the given clients,
 * graves and cemeteries (their names changed); rows whose text is unchanged are not written.
 */
export const refreshSearchText = async (
  tx: DatabaseTransactionConnection,
  {
    requestIds,
    nameIds,
  }: { readonly requestIds: readonly string[]; readonly nameIds: readonly string[] },
) => {
  if (requestIds.length === 0 && nameIds.length === 0) return;
  const requests = sql.array(requestIds, 'uuid');
  const names = sql.array(nameIds, 'uuid');
  await tx.query(sql.unsafe`
    UPDATE service_requests AS sr SET search_text = t.search_text
    FROM (
      SELECT s.id, ${searchTextOf} AS search_text
      FROM service_requests s
      LEFT JOIN service_request_search_names cl ON cl.id = s.client_id
      LEFT JOIN service_request_search_names g ON g.id = s.grave_id
      LEFT JOIN service_request_search_names ce ON ce.id = s.cemetery_id
      WHERE s.id = ANY(${requests})
        OR s.client_id = ANY(${names})
        OR s.grave_id = ANY(${names})
        OR s.cemetery_id = ANY(${names})
    ) AS t
    WHERE sr.id = t.id AND sr.search_text IS DISTINCT FROM t.search_text`);
};

/** Every request's search text at once (after a bulk load, e.g. the bench's seed). */
export const refreshAllSearchText = (db: Pick<DatabaseTransactionConnection, 'query'>) =>
  db.query(sql.unsafe`
    UPDATE service_requests AS sr SET search_text = t.search_text
    FROM (
      SELECT s.id, ${searchTextOf} AS search_text
      FROM service_requests s
      LEFT JOIN service_request_search_names cl ON cl.id = s.client_id
      LEFT JOIN service_request_search_names g ON g.id = s.grave_id
      LEFT JOIN service_request_search_names ce ON ce.id = s.cemetery_id
    ) AS t
    WHERE sr.id = t.id AND sr.search_text IS DISTINCT FROM t.search_text`);

import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  cemeteryEventSchema,
  cemeteryEventTypes,
  clientEventSchema,
  clientEventTypes,
  graveEventSchema,
  graveEventTypes,
} from '@memorial-care/contracts/events';
import {
  foldRowOutcomes,
  writeRowOutcomes,
  type Columns,
  type EventSchema,
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

/** The searched columns of a row, or of a change to it (absent: unchanged). */
type Searched = {
  readonly name?: string | null;
  readonly detail?: string | null;
};

type DataOf<Event, Type> =
  Extract<Event, { type: Type }> extends { data: infer Data } ? Data : never;
type ChangesOf<Event, Type> =
  DataOf<Event, Type> extends { changes: infer Changes } ? Changes : never;

/**
 * The name rows of one kind (clients, graves or cemeteries) from its three events: the first
 * inserts the row, the second patches what it changes, the third deletes it. `searched` picks
 * the name and detail out of the first's data and the second's changes alike.
 */
const nameSource =
  <
    Event extends { readonly type: string; readonly data: object },
    Added extends Event['type'],
    Updated extends Event['type'],
    Removed extends Event['type'],
  >(source: {
    readonly schema: EventSchema<Event>;
    readonly types: readonly [added: Added, updated: Updated, removed: Removed];
    readonly id: (data: Event['data']) => string;
    readonly searched: (fields: DataOf<Event, Added> | ChangesOf<Event, Updated>) => Searched;
  }) =>
  (events: readonly RecordedEvent[]): RowOutcomes =>
    foldRowOutcomes(
      events.filter((event) => (source.types as readonly string[]).includes(event.type)),
      source.schema,
      (event): RowInstruction => {
        const id = source.id(event.data);
        const [added, updated] = source.types;
        if (event.type === added) {
          const row = {
            name: null,
            detail: null,
            ...source.searched(event.data as DataOf<Event, Added>),
          };
          return { kind: 'insert', id, row };
        }
        if (event.type === updated) {
          const { changes } = event.data as { changes: ChangesOf<Event, Updated> };
          return { kind: 'patch', id, changes: picked(source.searched(changes)) };
        }
        return { kind: 'delete', id };
      },
    );

const foldNames = [
  nameSource({
    schema: clientEventSchema,
    types: clientEventTypes,
    id: (data) => data.clientId,
    searched: ({ name, email }) => ({ name, detail: email }),
  }),
  nameSource({
    schema: graveEventSchema,
    types: graveEventTypes,
    id: (data) => data.graveId,
    searched: ({ deceasedName }) => ({ name: deceasedName }),
  }),
  nameSource({
    schema: cemeteryEventSchema,
    types: cemeteryEventTypes,
    id: (data) => data.cemeteryId,
    searched: ({ name, city }) => ({ name, detail: city }),
  }),
];

/**
 * The batch's name events as one outcome per client, grave and cemetery (ids are unique across
 * the three). A patch that changes no searched field (a client's phone) is left out.
 */
export const foldSearchNames = (events: readonly RecordedEvent[]): RowOutcomes => {
  const folds = foldNames.map((fold) => fold(events));
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
 * Recomputes `search_text` of the requests `where` picks (every request without it); rows whose
 * text is unchanged are not written.
 */
const updateSearchText = (
  db: Pick<DatabaseTransactionConnection, 'query'>,
  where: FragmentSqlToken = sql.fragment``,
) =>
  db.query(sql.unsafe`
    UPDATE service_requests AS sr SET search_text = t.search_text
    FROM (
      SELECT s.id, ${searchTextOf} AS search_text
      FROM service_requests s
      LEFT JOIN service_request_search_names cl ON cl.id = s.client_id
      LEFT JOIN service_request_search_names g ON g.id = s.grave_id
      LEFT JOIN service_request_search_names ce ON ce.id = s.cemetery_id
      ${where}
    ) AS t
    WHERE sr.id = t.id AND sr.search_text IS DISTINCT FROM t.search_text`);

/**
 * Recomputes `search_text` of the given requests and of every request of the given clients,
 * graves and cemeteries (their names changed).
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
  await updateSearchText(
    tx,
    sql.fragment`WHERE s.id = ANY(${requests})
        OR s.client_id = ANY(${names})
        OR s.grave_id = ANY(${names})
        OR s.cemetery_id = ANY(${names})`,
  );
};

/** Every request's search text at once (after a bulk load, e.g. the bench's seed). */
export const refreshAllSearchText = (db: Pick<DatabaseTransactionConnection, 'query'>) =>
  updateSearchText(db);

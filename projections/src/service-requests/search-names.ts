import {
  sql,
  type DatabaseTransactionConnection,
  type FragmentSqlToken,
  type IdentifierSqlToken,
} from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  cemeteryEventSchema,
  cemeteryEventTypes,
  clientEventSchema,
  graveEventSchema,
  graveRecordEventTypes,
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

/** A client's name comes and goes with these (an approval changes no name). */
const clientNameEventTypes = ['ClientRegistered', 'ClientUpdated', 'ClientDeleted'] as const;

/** Events whose names the search looks in. */
export const searchNameEventTypes = [
  ...clientNameEventTypes,
  ...graveRecordEventTypes,
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
  (events: readonly RecordedEvent[]): RowOutcomes => {
    const [, updated] = source.types;
    // A change of no searched field (a client's phone) is passed over before the fold, so it
    // moves neither `version` nor `updated_at`: otherwise the row would differ with how the log
    // was cut into batches (merged into an insert of the same batch, or dropped on its own).
    const changesSearch = (event: RecordedEvent) => {
      if (event.type !== updated) return true;
      const { changes } = event.data as { changes?: ChangesOf<Event, Updated> };
      return changes !== undefined && Object.keys(picked(source.searched(changes))).length > 0;
    };
    return foldRowOutcomes(
      events.filter(
        (event) => (source.types as readonly string[]).includes(event.type) && changesSearch(event),
      ),
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
  };

const foldNames = [
  nameSource({
    schema: clientEventSchema,
    types: clientNameEventTypes,
    id: (data) => data.clientId,
    searched: ({ name, email }) => ({ name, detail: email }),
  }),
  nameSource({
    schema: graveEventSchema,
    types: graveRecordEventTypes,
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
 * the three).
 */
export const foldSearchNames = (events: readonly RecordedEvent[]): RowOutcomes => {
  const folds = foldNames.map((fold) => fold(events));
  return {
    upserts: folds.flatMap((f) => f.upserts),
    patches: folds.flatMap((f) => f.patches),
    deletes: folds.flatMap((f) => f.deletes),
  };
};

export const writeSearchNames = (tx: DatabaseTransactionConnection, outcomes: RowOutcomes) =>
  writeRowOutcomes(tx, searchNamesTable, outcomes);

/** One searched field of a name row, looked up by its primary key. */
const nameField = (field: 'name' | 'detail', id: FragmentSqlToken) =>
  sql.fragment`(SELECT n.${sql.identifier([field])} FROM service_request_search_names AS n
    WHERE n.id = ${id})`;

/**
 * A request's search text, folded (`search_fold`: lower case, no diacritics): guest name and email, the client's name and email, the
 * deceased's name, the cemetery's name and city. Fields are joined by a line break, which a
 * (trimmed, one-line) search never contains, so a match never spans two fields. `request` names
 * a row of `service_requests`' type: the row being inserted or patched, or the stored one.
 * Primary-key lookups, so computing it while writing the row costs a few index probes.
 */
export const searchTextOf = (request: IdentifierSqlToken) => {
  const column = (name: string) => sql.fragment`${request}.${sql.identifier([name])}`;
  return sql.fragment`search_fold(concat_ws(E'\n',
    ${column('guest_name')}, ${column('guest_email')},
    ${nameField('name', column('client_id'))}, ${nameField('detail', column('client_id'))},
    ${nameField('name', column('grave_id'))},
    ${nameField('name', column('cemetery_id'))}, ${nameField('detail', column('cemetery_id'))}))`;
};

const stored = sql.identifier(['sr']);

/**
 * Recomputes `search_text` of the requests `where` picks (`sr` being the request; every request
 * without it); a request whose text is unchanged is not written.
 */
const updateSearchText = (
  db: Pick<DatabaseTransactionConnection, 'query'>,
  where: FragmentSqlToken = sql.fragment`TRUE`,
) =>
  db.query(sql.unsafe`
    UPDATE service_requests AS sr SET search_text = ${searchTextOf(stored)}
    WHERE ${where} AND sr.search_text IS DISTINCT FROM ${searchTextOf(stored)}`);

/**
 * Recomputes `search_text` of every request of the given clients, graves and cemeteries (their
 * names changed, or arrived after their requests); requests written in the batch already have
 * theirs (`computedColumns`). The requests are found name by name through the reference's
 * index, and their ids handed over as an array, which the planner reads through the primary key
 * whatever its statistics say: the cost follows the requests found, not the table's size. (An
 * OR of `= ANY` over the three columns was planned as a sequential scan, and catch-up slowed
 * down as the table grew.)
 */
export const refreshSearchText = async (
  tx: DatabaseTransactionConnection,
  nameIds: readonly string[],
) => {
  if (nameIds.length === 0) return;
  await updateSearchText(
    tx,
    sql.fragment`sr.id = ANY(ARRAY(
      SELECT found.id
      FROM unnest(${sql.array(nameIds, 'uuid')}) AS name(id)
      CROSS JOIN LATERAL (
        SELECT id FROM service_requests WHERE client_id = name.id
        UNION ALL SELECT id FROM service_requests WHERE grave_id = name.id
        UNION ALL SELECT id FROM service_requests WHERE cemetery_id = name.id
      ) AS found))`,
  );
};

/** Every request's search text at once (after a bulk load, e.g. the bench's seed). */
export const refreshAllSearchText = (db: Pick<DatabaseTransactionConnection, 'query'>) =>
  updateSearchText(db);

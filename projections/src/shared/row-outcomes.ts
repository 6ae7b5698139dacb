import type { RecordedEvent } from '@memorial-care/contracts/event-store';

/** Values under column names: jsonb_populate_record matches them to the table's columns. */
export type Columns = Readonly<Record<string, unknown>>;

/**
 * What one event does to the row it is about, as its projection reads it. The fold adds the
 * bookkeeping columns (`version`, `created_at`, `updated_at`), the same in every table.
 */
export type RowInstruction =
  /** The row as the event creates it; a row already there with an older version is replaced. */
  | { readonly kind: 'insert'; readonly id: string; readonly row: Columns }
  /** Only the columns the event changes; the others keep their values. */
  | { readonly kind: 'patch'; readonly id: string; readonly changes: Columns }
  | { readonly kind: 'delete'; readonly id: string };

export interface RowPatch {
  readonly id: string;
  readonly changes: Columns;
  /** The stream revision of the last change: the row's new version. */
  readonly version: number;
  /** When the last change happened: the row's new `updated_at`. */
  readonly at: string;
}

/** One outcome per row, to be written with at most one statement per kind. */
export interface RowOutcomes {
  /** Whole rows, bookkeeping included, for rows created in the batch. */
  readonly upserts: Columns[];
  /** Changes to rows written by earlier batches. */
  readonly patches: RowPatch[];
  readonly deletes: string[];
}

type Outcome =
  | { readonly kind: 'upsert'; readonly row: Columns }
  | { readonly kind: 'patch'; readonly patch: RowPatch }
  | { readonly kind: 'delete' };

const occurredAt = (recorded: RecordedEvent) =>
  recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString();

/** The projection's events: `{ type, data }` read with its zod schema. */
export interface EventSchema<Event> {
  parse(event: unknown): Event;
}

/**
 * Folds a batch, in log order, into one outcome per row, so that writing it takes a few
 * set-based statements whatever the batch size. An insert followed by patches becomes one
 * insert of the final row; patches in a row merge, later values winning; a patch after a delete
 * changes nothing. The version is the stream revision, so replaying a batch changes nothing.
 */
export const foldRowOutcomes = <Event>(
  events: readonly RecordedEvent[],
  schema: EventSchema<Event>,
  instructionOf: (event: Event) => RowInstruction,
): RowOutcomes => {
  const outcomes = new Map<string, Outcome>();
  for (const recorded of events) {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const instruction = instructionOf(schema.parse({ type: recorded.type, data: recorded.data }));
    const { id } = instruction;
    const version = Number(recorded.revision);
    const at = occurredAt(recorded);
    const current = outcomes.get(id);
    if (instruction.kind === 'insert') {
      const row = { id, ...instruction.row, version, created_at: at, updated_at: at };
      outcomes.set(id, { kind: 'upsert', row });
    } else if (instruction.kind === 'delete') outcomes.set(id, { kind: 'delete' });
    else if (current?.kind === 'upsert') {
      const row = { ...current.row, ...instruction.changes, version, updated_at: at };
      outcomes.set(id, { kind: 'upsert', row });
    } else if (current?.kind !== 'delete') {
      const changes = { ...current?.patch.changes, ...instruction.changes };
      outcomes.set(id, { kind: 'patch', patch: { id, changes, version, at } });
    }
  }
  const upserts: Columns[] = [];
  const patches: RowPatch[] = [];
  const deletes: string[] = [];
  for (const [id, outcome] of outcomes) {
    if (outcome.kind === 'upsert') upserts.push(outcome.row);
    else if (outcome.kind === 'patch') patches.push(outcome.patch);
    else deletes.push(id);
  }
  return { upserts, patches, deletes };
};

/** Renames an event's fields to their columns, for a projection whose names differ. */
export const renameToColumns =
  <Field extends string>(columnOf: Readonly<Record<Field, string>>) =>
  (fields: Partial<Record<Field, unknown>>): Columns =>
    Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [columnOf[field as Field], value]),
    );

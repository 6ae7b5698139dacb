import type { PhotoType, Priority, RequestStatus } from '@memorial-care/contracts/domain';
import { photoTypes, priorities, requestStatuses } from '@memorial-care/contracts/domain';
import type { ServiceRequestHistoryEntry } from '@memorial-care/contracts/http';

/**
 * The request's fields an event can change, in the order a "Details updated: …" line names
 * them (the order of the Request Management card first, then the form's other fields).
 */
export const historyFields = [
  'status',
  'priority',
  'scheduledDate',
  'completedDate',
  'specialInstructions',
  'caretakerId',
  'serviceType',
  'amount',
  'paymentStatus',
  'planSelected',
  'clientId',
  'graveId',
  'cemeteryId',
] as const;
export type HistoryField = (typeof historyFields)[number];

/** What one event did, ready to be put into words by the History timeline. */
export type HistoryWhat =
  | { readonly kind: 'created' }
  | { readonly kind: 'scheduled'; readonly caretakerName: string | null }
  | { readonly kind: 'statusChanged'; readonly from: RequestStatus; readonly to: RequestStatus }
  | { readonly kind: 'accepted'; readonly caretakerName: string | null }
  | { readonly kind: 'declined'; readonly caretakerName: string | null }
  | { readonly kind: 'started' }
  | { readonly kind: 'completed' }
  | { readonly kind: 'cancelled' }
  | {
      readonly kind: 'updated';
      /** A new day or time: "Rescheduled from … to …" (ISO instants; null for none). */
      readonly moved?: { readonly from: string | null; readonly to: string | null };
      readonly priority?: { readonly from: Priority; readonly to: Priority };
      /** The other fields it changed, named only. */
      readonly fields: readonly HistoryField[];
    }
  | { readonly kind: 'deleted' }
  | {
      readonly kind: 'photoAdded';
      readonly photoType: PhotoType;
      /** The photo's description, when the uploader gave one. */
      readonly description: string | null;
    }
  | { readonly kind: 'photoDeleted'; readonly photoType: PhotoType }
  | { readonly kind: 'other'; readonly type: string };

/** Who recorded it: a name when known, else the role (admin, caretaker, client, …). */
export type HistoryWho =
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'role'; readonly role: string };

export interface HistoryLine {
  /** The event's revision: unique within the request, a stable React key. */
  readonly key: number;
  readonly what: HistoryWhat;
  readonly who: HistoryWho;
  /** ISO timestamp of the event. */
  readonly occurredAt: string;
}

/** Names the lines may use for caretakers named only by id (e.g. the request's caretaker). */
export type CaretakerNames = ReadonlyMap<string, string>;

type Fields = Readonly<Record<string, unknown>>;

interface ReadState {
  readonly status: string | null;
  readonly fields: Fields | null;
}

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const isStatus = (value: unknown): value is RequestStatus =>
  typeof value === 'string' && (requestStatuses as readonly string[]).includes(value);

/** The history answer's `stateAfter` is the server's decider state; read it defensively. */
const readState = (value: unknown): ReadState => {
  if (!isRecord(value)) return { status: null, fields: null };
  return {
    status: textOf(value.status),
    fields: isRecord(value.fields) ? value.fields : null,
  };
};

const isPhotoType = (value: unknown): value is PhotoType =>
  typeof value === 'string' && (photoTypes as readonly string[]).includes(value);

/** Photos live in the request's stream but change none of its fields. */
const photoEventTypes: ReadonlySet<string> = new Set(['PhotoAttached', 'PhotoDeleted']);

const isPriority = (value: unknown): value is Priority =>
  typeof value === 'string' && (priorities as readonly string[]).includes(value);

const sameValue = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/**
 * The fields whose value differs between two states (a missing value reads as null). Nothing
 * when either state holds no fields (not yet created, deleted, unreadable): there is nothing to
 * compare.
 */
export function changedFieldsBetween(before: unknown, after: unknown): HistoryField[] {
  const previous = readState(before);
  const next = readState(after);
  const { fields: was } = previous;
  const { fields: is } = next;
  if (was === null || is === null) return [];
  return historyFields.filter((field) =>
    field === 'status' ? previous.status !== next.status : !sameValue(was[field], is[field]),
  );
}

interface ValueChange {
  readonly from: unknown;
  readonly to: unknown;
}

const isValueChange = (value: unknown): value is ValueChange =>
  isRecord(value) && 'from' in value && 'to' in value;

/**
 * The fields an event changed with their values before and after: as the server says
 * (`changed`), else from the states around it; null when neither can tell.
 */
function valueChangesOf(
  entry: ServiceRequestHistoryEntry,
  previous: ServiceRequestHistoryEntry | undefined,
): ReadonlyMap<HistoryField, ValueChange> | null {
  const told = entry.changed ?? {};
  if (Object.keys(told).length > 0)
    return new Map(
      historyFields.flatMap((field) => {
        const change = told[field];
        return isValueChange(change) ? [[field, change] as const] : [];
      }),
    );
  if (!previous) return null;
  const was = readState(previous.stateAfter);
  const is = readState(entry.stateAfter);
  const valueIn = (state: ReadState, field: HistoryField) =>
    field === 'status' ? state.status : (state.fields?.[field] ?? null);
  const fields = changedFieldsBetween(previous.stateAfter, entry.stateAfter);
  return fields.length === 0
    ? null
    : new Map(
        fields.map((field) => [field, { from: valueIn(was, field), to: valueIn(is, field) }]),
      );
}

/** An update in words: a move and a new priority with their values, the rest by name. */
function updateOf(changes: ReadonlyMap<HistoryField, ValueChange>): HistoryWhat {
  const scheduled = changes.get('scheduledDate');
  const priority = changes.get('priority');
  const knownPriority = priority && isPriority(priority.from) && isPriority(priority.to);
  const shown = new Set<HistoryField>([
    ...(scheduled ? (['scheduledDate'] as const) : []),
    ...(knownPriority ? (['priority'] as const) : []),
  ]);
  return {
    kind: 'updated',
    ...(scheduled ? { moved: { from: textOf(scheduled.from), to: textOf(scheduled.to) } } : {}),
    ...(knownPriority
      ? { priority: { from: priority.from as Priority, to: priority.to as Priority } }
      : {}),
    fields: historyFields.filter((field) => changes.has(field) && !shown.has(field)),
  };
}

/** The fields an update event names itself (`data.changes`), in the timeline's order. */
const fieldsNamedBy = (data: unknown): HistoryField[] => {
  const changes = isRecord(data) && isRecord(data.changes) ? data.changes : {};
  return historyFields.filter((field) => field in changes);
};

const caretakerNameOf = (
  entry: ServiceRequestHistoryEntry,
  caretakerNames: CaretakerNames,
): string | null => {
  // The caretaker acted in their own name: the actor is the caretaker.
  if (entry.actor.role === 'caretaker' && entry.actor.name) return entry.actor.name;
  const id = isRecord(entry.data) ? textOf(entry.data.caretakerId) : null;
  return id === null ? null : (caretakerNames.get(id) ?? null);
};

const statusMoveOf = (
  entry: ServiceRequestHistoryEntry,
  previous: ServiceRequestHistoryEntry | undefined,
): HistoryWhat => {
  const data = isRecord(entry.data) ? entry.data : {};
  const from = isStatus(data.from) ? data.from : readState(previous?.stateAfter).status;
  const to = isStatus(data.to) ? data.to : readState(entry.stateAfter).status;
  if (isStatus(from) && isStatus(to)) return { kind: 'statusChanged', from, to };
  return { kind: 'other', type: entry.type };
};

/** "Before photo added: {description}" / "After photo deleted"; unreadable data: the type. */
const photoChangeOf = (entry: ServiceRequestHistoryEntry): HistoryWhat => {
  const data = isRecord(entry.data) ? entry.data : {};
  if (!isPhotoType(data.type)) return { kind: 'other', type: entry.type };
  return entry.type === 'PhotoAttached'
    ? {
        kind: 'photoAdded',
        photoType: data.type,
        description: textOf(data.description)?.trim() ?? null,
      }
    : { kind: 'photoDeleted', photoType: data.type };
};

const whatOf = (
  entry: ServiceRequestHistoryEntry,
  previous: ServiceRequestHistoryEntry | undefined,
  caretakerNames: CaretakerNames,
): HistoryWhat => {
  switch (entry.type) {
    case 'ServiceRequested':
      return { kind: 'created' };
    case 'ServiceRequestScheduled':
      return { kind: 'scheduled', caretakerName: caretakerNameOf(entry, caretakerNames) };
    case 'ServiceRequestStatusChanged':
      return statusMoveOf(entry, previous);
    case 'TaskAccepted':
      return { kind: 'accepted', caretakerName: caretakerNameOf(entry, caretakerNames) };
    case 'TaskDeclined':
      return { kind: 'declined', caretakerName: caretakerNameOf(entry, caretakerNames) };
    case 'ServiceRequestStarted':
      return { kind: 'started' };
    case 'ServiceRequestCompleted':
      return { kind: 'completed' };
    case 'ServiceRequestCancelled':
      return { kind: 'cancelled' };
    case 'ServiceRequestUpdated': {
      // What actually changed, as the server or the states around the event say; the event's
      // own list when neither can tell (e.g. an unreadable state).
      const changes = valueChangesOf(entry, previous);
      return changes && changes.size > 0
        ? updateOf(changes)
        : { kind: 'updated', fields: fieldsNamedBy(entry.data) };
    }
    case 'ServiceRequestDeleted':
      return { kind: 'deleted' };
    case 'PhotoAttached':
    case 'PhotoDeleted':
      return photoChangeOf(entry);
    default:
      return { kind: 'other', type: entry.type };
  }
};

/** A guest's request was recorded anonymously; the guest's own name says who asked. */
const guestNameOf = (entry: ServiceRequestHistoryEntry): string | null => {
  if (entry.type !== 'ServiceRequested' || !isRecord(entry.data)) return null;
  const { guest } = entry.data;
  return isRecord(guest) ? textOf(guest.name) : null;
};

const whoOf = (entry: ServiceRequestHistoryEntry): HistoryWho => {
  const name = textOf(entry.actor.name) ?? guestNameOf(entry);
  return name === null ? { kind: 'role', role: entry.actor.role } : { kind: 'name', name };
};

/**
 * The History timeline of one request: every event, oldest first, as what happened, who did it
 * and when. An update's "what changed" is read by comparing the state after it with the state
 * before it, so it names only the fields whose value really moved.
 */
export function historyLinesOf(
  entries: readonly ServiceRequestHistoryEntry[],
  caretakerNames: CaretakerNames = new Map(),
): HistoryLine[] {
  const ordered = [...entries].sort((a, b) => a.revision - b.revision);
  // An update or status move is read against the request event before it: photo events in
  // between change none of the request's fields.
  let previousRequestEntry: ServiceRequestHistoryEntry | undefined;
  return ordered.map((entry) => {
    const line = {
      key: entry.revision,
      what: whatOf(entry, previousRequestEntry, caretakerNames),
      who: whoOf(entry),
      occurredAt: entry.occurredAt,
    };
    if (!photoEventTypes.has(entry.type)) previousRequestEntry = entry;
    return line;
  });
}

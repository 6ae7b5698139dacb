import {
  cemeteryEventSchema,
  cemeteryEventTypes,
  type CemeteryFieldValues,
  type CemeteryEvent,
} from '@memorial-care/contracts/events';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { Projection } from '../runner/projection';
import {
  foldRowOutcomes,
  renameToColumns,
  writeRowOutcomes,
  type RowInstruction,
  type RowTable,
} from '../shared';

/** The column of each field: the fold writes rows and changes under column names. */
const fieldColumns = {
  name: 'name',
  city: 'city',
  region: 'region',
  country: 'country',
  address: 'address',
  contact: 'contact',
  phoneEmail: 'phone_email',
  phones: 'phones',
  emails: 'emails',
  caretakerIds: 'caretaker_ids',
  preferredVisitHours: 'preferred_visit_hours',
  accessNotes: 'access_notes',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Record<keyof CemeteryFieldValues, string>;

const toColumns = renameToColumns(fieldColumns);

const cemeteriesTable: RowTable = { name: 'cemeteries', columns: Object.values(fieldColumns) };

const cemeteryInstruction = (event: CemeteryEvent): RowInstruction => {
  const id = event.data.cemeteryId;
  switch (event.type) {
    case 'CemeteryAdded': {
      // The source is part of the history only; the read model does not keep it.
      const { cemeteryId: _id, source: _source, ...fields } = event.data;
      return { kind: 'insert', id, row: toColumns(fields) };
    }
    case 'CemeteryUpdated':
      return { kind: 'patch', id, changes: toColumns(event.data.changes) };
    case 'CemeteryDeleted':
      return { kind: 'delete', id };
  }
};

/** One outcome per cemetery of the batch: see foldRowOutcomes. */
export const foldCemeteryBatch = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, cemeteryEventSchema, cemeteryInstruction);

export const cemeteriesProjection: Projection = {
  name: 'cemeteries',
  eventTypes: cemeteryEventTypes,
  tables: ['cemeteries'],
  migrations: {
    group: 'projection-cemeteries',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: (tx, events) => writeRowOutcomes(tx, cemeteriesTable, foldCemeteryBatch(events)),
};

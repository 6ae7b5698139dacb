import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  noImportantDates,
  graveEventSchema,
  graveEventTypes,
  type GraveDetails,
  type GraveEvent,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import {
  foldRowOutcomes,
  renameToColumns,
  writeRowOutcomes,
  type RowInstruction,
  type RowTable,
} from '../shared';
import { foldSkippedOccasions, writeSkippedOccasions } from './skipped-occasions';

/** The column of each field: the fold writes rows and changes under column names. */
const detailColumns = {
  clientId: 'client_id',
  cemeteryId: 'cemetery_id',
  graveNumber: 'grave_number',
  graveLocation: 'grave_location',
  deceasedName: 'deceased_name',
  deceasedDateOfBirth: 'deceased_date_of_birth',
  deceasedDateOfDeath: 'deceased_date_of_death',
  notes: 'notes',
  importantDates: 'important_dates',
  visitFrequency: 'visit_frequency',
  preferredServiceType: 'preferred_service_type',
  serviceNotes: 'service_notes',
} as const satisfies Record<keyof GraveDetails, string>;

const toColumns = renameToColumns(detailColumns);

const gravesTable: RowTable = {
  name: 'graves',
  columns: [...Object.values(detailColumns), 'care_plan_paused'],
};

const graveInstruction = (event: GraveEvent): RowInstruction => {
  const id = event.data.graveId;
  switch (event.type) {
    case 'GraveAdded': {
      const { graveId: _id, ...details } = event.data;
      // An insert writes every column: care wishes the event does not carry are "none".
      const row = toColumns({
        importantDates: noImportantDates,
        visitFrequency: null,
        preferredServiceType: null,
        serviceNotes: null,
        ...details,
      });
      return { kind: 'insert', id, row: { ...row, care_plan_paused: false } };
    }
    case 'GraveUpdated':
      return { kind: 'patch', id, changes: toColumns(event.data.changes) };
    case 'GraveRemoved':
      return { kind: 'delete', id };
    case 'GraveCarePlanPaused':
    case 'GraveCarePlanResumed':
      return {
        kind: 'patch',
        id,
        changes: { care_plan_paused: event.type === 'GraveCarePlanPaused' },
      };
    // The occasion's own row says it (skipped-occasions.ts); the grave moves to its revision.
    case 'GraveCareOccasionSkipped':
    case 'GraveCareOccasionRestored':
      return { kind: 'patch', id, changes: {} };
  }
};

/** One outcome per grave of the batch: see foldRowOutcomes. */
export const foldGraveBatch = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, graveEventSchema, graveInstruction);

export const gravesProjection: Projection = {
  name: 'graves',
  eventTypes: graveEventTypes,
  tables: ['grave_skipped_occasions', 'graves'],
  queryIndexes: ['graves_client', 'graves_cemetery'],
  migrations: { group: 'projection-graves', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: async (tx, events) => {
    await writeRowOutcomes(tx, gravesTable, foldGraveBatch(events));
    await writeSkippedOccasions(tx, foldSkippedOccasions(events));
  },
};

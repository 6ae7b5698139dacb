import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  caretakerEventSchema,
  caretakerEventTypes,
  type CaretakerAdded,
  type CaretakerEvent,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import {
  foldRowOutcomes,
  renameToColumns,
  writeRowOutcomes,
  type RowInstruction,
  type RowTable,
} from '../shared';

type CaretakerFields = Omit<CaretakerAdded, 'caretakerId'>;

/** The column of each field: the fold writes rows and changes under column names. */
const fieldColumns = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  region: 'region',
  isActive: 'is_active',
  preferredVisitDays: 'preferred_visit_days',
  perVisitRate: 'per_visit_rate',
  preferredPaymentMethod: 'preferred_payment_method',
  bankDetails: 'bank_details',
  paymentStatus: 'payment_status',
  preferredLanguage: 'preferred_language',
  holidayDates: 'holiday_dates',
} as const satisfies Record<keyof CaretakerFields, string>;

const toColumns = renameToColumns(fieldColumns);

const caretakersTable: RowTable = { name: 'caretakers', columns: Object.values(fieldColumns) };

const caretakerInstruction = (event: CaretakerEvent): RowInstruction => {
  const id = event.data.caretakerId;
  switch (event.type) {
    case 'CaretakerAdded': {
      const { caretakerId: _id, ...fields } = event.data;
      return { kind: 'insert', id, row: toColumns(fields) };
    }
    case 'CaretakerUpdated':
      return { kind: 'patch', id, changes: toColumns(event.data.changes) };
    case 'CaretakerHolidaysChanged':
      return { kind: 'patch', id, changes: toColumns({ holidayDates: event.data.holidayDates }) };
    case 'CaretakerDeleted':
      return { kind: 'delete', id };
  }
};

/** One outcome per caretaker of the batch: see foldRowOutcomes. */
export const foldCaretakerBatch = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, caretakerEventSchema, caretakerInstruction);

export const caretakersProjection: Projection = {
  name: 'caretakers',
  eventTypes: caretakerEventTypes,
  tables: ['caretakers'],
  migrations: {
    group: 'projection-caretakers',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: (tx, events) => writeRowOutcomes(tx, caretakersTable, foldCaretakerBatch(events)),
};

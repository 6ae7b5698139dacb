import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  serviceRequestEventSchema,
  serviceRequestEventTypes,
  type ServiceRequestChanges,
  type ServiceRequested,
  type ServiceRequestEvent,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import {
  foldSearchNames,
  isSearchNameEvent,
  refreshSearchText,
  searchNameEventTypes,
  searchTextOf,
  searchNamesTable,
  writeSearchNames,
} from './search-names';
import {
  foldRowOutcomes,
  renameToColumns,
  writeRowOutcomes,
  type RowInstruction,
  type RowTable,
} from '../shared';

/** Every column an event may set; the fold writes rows and changes under these names. */
const fieldColumns = [
  'client_id',
  'grave_id',
  'cemetery_id',
  'caretaker_id',
  'service_type',
  'status',
  'priority',
  'scheduled_date',
  'completed_date',
  'amount',
  'payment_status',
  'special_instructions',
  'plan_selected',
  'guest_name',
  'guest_email',
  'guest_phone',
  'description',
  'occasion_key',
] as const;
type FieldColumn = (typeof fieldColumns)[number];
type RequestColumns = Partial<Record<FieldColumn, unknown>>;

const serviceRequestsTable: RowTable = {
  name: 'service_requests',
  columns: fieldColumns,
  // Computed as each row is written, from the names the projection holds.
  computedColumns: { search_text: searchTextOf },
};

const requestedColumns = (data: ServiceRequested): RequestColumns => ({
  client_id: data.clientId,
  grave_id: data.graveId,
  cemetery_id: data.cemeteryId,
  caretaker_id: data.caretakerId,
  service_type: data.serviceType,
  status: 'pending',
  priority: data.priority,
  scheduled_date: data.scheduledDate,
  completed_date: null,
  amount: data.amount,
  payment_status: data.paymentStatus,
  special_instructions: data.specialInstructions,
  plan_selected: data.planSelected,
  guest_name: data.guest?.name ?? null,
  guest_email: data.guest?.email ?? null,
  guest_phone: data.guest?.phone ?? null,
  description: data.description,
  occasion_key: data.occasionKey ?? null,
});

const columnOfChange: Record<keyof ServiceRequestChanges, FieldColumn> = {
  clientId: 'client_id',
  graveId: 'grave_id',
  cemeteryId: 'cemetery_id',
  caretakerId: 'caretaker_id',
  serviceType: 'service_type',
  priority: 'priority',
  scheduledDate: 'scheduled_date',
  completedDate: 'completed_date',
  amount: 'amount',
  paymentStatus: 'payment_status',
  specialInstructions: 'special_instructions',
  planSelected: 'plan_selected',
};
const changedColumns = renameToColumns(columnOfChange);

/** Each lifecycle step or edit patches the row; a deletion removes it. */
const serviceRequestInstruction = (event: ServiceRequestEvent): RowInstruction => {
  const id = event.data.requestId;
  const patch = (changes: RequestColumns): RowInstruction => ({ kind: 'patch', id, changes });
  switch (event.type) {
    case 'ServiceRequested':
      return { kind: 'insert', id, row: requestedColumns(event.data) };
    case 'ServiceRequestScheduled':
      return patch({
        status: 'scheduled',
        caretaker_id: event.data.caretakerId,
        scheduled_date: event.data.scheduledDate,
      });
    case 'ServiceRequestStarted':
      return patch({ status: 'in_progress' });
    case 'ServiceRequestCompleted':
      return patch({ status: 'completed', completed_date: event.data.completedDate });
    case 'ServiceRequestCancelled':
      return patch({ status: 'cancelled' });
    case 'ServiceRequestUpdated':
      return patch(changedColumns(event.data.changes));
    case 'ServiceRequestStatusChanged':
      return patch({
        status: event.data.to,
        ...(event.data.completedDate ? { completed_date: event.data.completedDate } : {}),
      });
    case 'TaskAccepted':
      return patch({ status: 'scheduled', caretaker_id: event.data.caretakerId });
    case 'TaskDeclined':
      return patch({ status: 'pending', caretaker_id: null });
    case 'ServiceRequestDeleted':
      // The request leaves the lists; its stream keeps the history.
      return { kind: 'delete', id };
  }
};

/**
 * One outcome per request of the batch (see foldRowOutcomes): a request created and carried
 * through its lifecycle in one batch becomes one insert of its final row.
 */
export const foldServiceRequestBatch = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, serviceRequestEventSchema, serviceRequestInstruction);

export const serviceRequestsProjection: Projection = {
  name: 'service-requests',
  eventTypes: [...serviceRequestEventTypes, ...searchNameEventTypes],
  tables: ['service_requests', searchNamesTable.name],
  // Not the client, grave and cemetery indexes: refreshSearchText finds requests through them.
  queryIndexes: [
    'service_requests_caretaker',
    'service_requests_created_at',
    'service_requests_status_created_at',
    'service_requests_priority_created_at',
    'service_requests_scheduled_date',
    'service_requests_caretaker_scheduled',
    'service_requests_cemetery_created_at',
    'service_requests_amount',
    'service_requests_open_offers',
    'service_requests_search_text',
    'service_requests_created_at_asc',
    'service_requests_scheduled_date_desc',
    'service_requests_amount_desc',
    'service_requests_status_rank',
    'service_requests_priority_rank',
    'service_requests_priority_rank_desc',
    'service_requests_status_rank_desc',
  ],
  migrations: {
    group: 'projection-service-requests',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: async (tx, events) => {
    const names = foldSearchNames(events.filter(isSearchNameEvent));
    const requests = foldServiceRequestBatch(events.filter((e) => !isSearchNameEvent(e)));
    // Names first: the requests' search text is computed from them as the requests are written.
    await writeSearchNames(tx, names);
    await writeRowOutcomes(tx, serviceRequestsTable, requests);
    await refreshSearchText(tx, [
      ...names.upserts.map((row) => String(row.id)),
      ...names.patches.map((p) => p.id),
      ...names.deletes,
    ]);
  },
};

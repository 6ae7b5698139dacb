import type { Priority, RequestStatus } from '@memorial-care/contracts/domain';
import type { ServiceRequest, UpdateServiceRequestBody } from '@memorial-care/contracts/http';
import dayjs, { type Dayjs } from 'dayjs';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { statusPatchOf } from '../../../lib/service-requests/status-patch';

/** The Request Management card's edit mode. Dates are local date-times to the minute. */
export interface EditFormValues {
  readonly status: RequestStatus;
  readonly priority: Priority;
  readonly scheduledDate: Dayjs | null;
  readonly completedDate: Dayjs | null;
  readonly specialInstructions: string;
}

export type EditableRequest = Pick<
  ServiceRequest,
  'status' | 'priority' | 'scheduledDate' | 'completedDate' | 'specialInstructions' | 'caretakerId'
>;

const toDayjs = (iso: string | null): Dayjs | null => {
  if (iso === null) return null;
  const value = dayjs(iso);
  return value.isValid() ? value.second(0).millisecond(0) : null;
};

export const editFormValuesOf = (request: EditableRequest): EditFormValues => ({
  status: request.status,
  priority: request.priority,
  scheduledDate: toDayjs(request.scheduledDate),
  completedDate: toDayjs(request.completedDate),
  specialInstructions: request.specialInstructions ?? '',
});

/** The completed date-time is edited only when the request is, or is being made, completed. */
export const showsCompletedDate = (status: RequestStatus | undefined, saved: RequestStatus) =>
  status === 'completed' || saved === 'completed';

/**
 * An ISO timestamp for a picked date-time. The picker works to the minute, so a value in the
 * same minute as the saved one sends the saved text back unchanged: an untouched date stays
 * untouched (the server checks only a changed date for "not in the past").
 */
export const isoOf = (value: Dayjs | null, saved: string | null): string | null => {
  if (value === null || !value.isValid()) return null;
  if (saved !== null && dayjs(saved).isValid() && value.isSame(dayjs(saved), 'minute'))
    return saved;
  return value.second(0).millisecond(0).toISOString();
};

/**
 * The admin's PATCH (spec part 2, §7): status, priority, scheduledDate, completedDate and
 * specialInstructions. The completed date is sent when its field is shown; left empty on a
 * completed request, the server sets it to now. Empty notes clear them.
 */
export function adminPatchOf(
  values: EditFormValues,
  request: EditableRequest,
): UpdateServiceRequestBody {
  const notes = values.specialInstructions.trim();
  return {
    status: values.status,
    priority: values.priority,
    scheduledDate: isoOf(values.scheduledDate, request.scheduledDate),
    ...(showsCompletedDate(values.status, request.status)
      ? { completedDate: isoOf(values.completedDate, request.completedDate) }
      : {}),
    specialInstructions: notes === '' ? null : notes,
  };
}

/**
 * The statuses a caretaker may pick (the current one first): the task moves the server accepts
 * from them — accept a pending task open to anyone or offered to them, decline one offered to
 * them or scheduled with them, start their scheduled task, complete their task in progress.
 * Completed and cancelled requests, and other caretakers' tasks, offer nothing.
 */
export function caretakerStatusesOf(
  request: Pick<EditableRequest, 'status' | 'caretakerId'>,
  ownCaretakerId: string | null,
): RequestStatus[] {
  if (ownCaretakerId === null) return [];
  const mine = request.caretakerId === ownCaretakerId;
  switch (request.status) {
    case 'pending':
      if (request.caretakerId === null) return ['pending', 'scheduled'];
      return mine ? ['pending', 'scheduled'] : [];
    case 'scheduled':
      return mine ? ['scheduled', 'pending', 'in_progress'] : [];
    case 'in_progress':
      return mine ? ['in_progress', 'completed'] : [];
    default:
      return [];
  }
}

/** The form fields a viewer may change; none for a client, who reads only. */
export type EditableField = keyof EditFormValues;

const adminFields: readonly EditableField[] = [
  'status',
  'priority',
  'scheduledDate',
  'completedDate',
  'specialInstructions',
];
const caretakerFields: readonly EditableField[] = ['status', 'completedDate'];

export function editableFieldsOf(
  viewer: ServiceRequestViewer,
  request: Pick<EditableRequest, 'status' | 'caretakerId'>,
  ownCaretakerId: string | null,
): readonly EditableField[] {
  if (viewer === 'admin') return adminFields;
  if (viewer === 'caretaker' && caretakerStatusesOf(request, ownCaretakerId).length > 1)
    return caretakerFields;
  return [];
}

/**
 * A caretaker's PATCH: a task move only (the server refuses anything else from a caretaker), as
 * the list's status dropdown sends it, with the completion time when completing. Null when the
 * status did not move: there is nothing to save.
 */
export function caretakerPatchOf(
  values: Pick<EditFormValues, 'status' | 'completedDate'>,
  request: EditableRequest,
  ownCaretakerId: string | null,
): UpdateServiceRequestBody | null {
  if (values.status === request.status) return null;
  const patch = statusPatchOf('caretaker', values.status, ownCaretakerId);
  if (values.status !== 'completed') return patch;
  const completedDate = isoOf(values.completedDate, request.completedDate);
  return completedDate === null ? patch : { ...patch, completedDate };
}

/** The PATCH for this viewer, or null when there is nothing to send. */
export function patchOf(
  viewer: ServiceRequestViewer,
  values: EditFormValues,
  request: EditableRequest,
  ownCaretakerId: string | null,
): UpdateServiceRequestBody | null {
  if (viewer === 'admin') return adminPatchOf(values, request);
  if (viewer === 'caretaker') return caretakerPatchOf(values, request, ownCaretakerId);
  return null;
}

import {
  caretakerStatusMoves,
  requestStatuses,
  type CaretakerMoveTask,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import type { UpdateServiceRequestBody } from '@memorial-care/contracts/http';
import type { ServiceRequestViewer } from './viewer';

/**
 * The PATCH the list's status dropdown sends (spec part 2, §7). An admin sends the status only.
 * A caretaker's changes are their task moves, so they carry what the server reads them by:
 * scheduled is an accept (with their own caretaker id), pending a decline (caretaker cleared);
 * start and complete are the status alone. Other moves the server refuses with its message.
 */
export function statusPatchOf(
  viewer: ServiceRequestViewer,
  status: RequestStatus,
  ownCaretakerId: string | null,
): UpdateServiceRequestBody {
  if (viewer !== 'caretaker') return { status };
  if (status === 'scheduled' && ownCaretakerId) return { status, caretakerId: ownCaretakerId };
  if (status === 'pending') return { status, caretakerId: null };
  return { status };
}

/**
 * The statuses the list's dropdown offers: all of them to an admin; to a caretaker the current
 * one and the moves the server accepts from them (never one it always refuses).
 */
export function statusChoicesOf(
  viewer: ServiceRequestViewer,
  request: CaretakerMoveTask,
  ownCaretakerId: string | null,
): RequestStatus[] {
  if (viewer !== 'caretaker') return [...requestStatuses];
  const moves = caretakerStatusMoves(request, ownCaretakerId);
  return requestStatuses.filter((status) => status === request.status || moves.includes(status));
}

import { caretakerPhotoStatuses, type RequestStatus } from '@memorial-care/contracts/domain';

/** Who looks at the photos (the same three viewers as the service-request screens). */
export type PhotoViewer = 'admin' | 'caretaker' | 'client';

export interface PhotoRequest {
  readonly status: RequestStatus;
  readonly caretakerId: string | null;
}

/**
 * Whether the viewer gets 'Add Before' / 'Add After' and a delete button on each photo (spec
 * part 2, §6: only admin and caretaker). An admin always; a caretaker only on their own task once
 * accepted (scheduled, in progress or completed) — not on an open offer or someone else's task;
 * a client never. The server checks the same again.
 */
export function mayChangePhotos(
  viewer: PhotoViewer,
  request: PhotoRequest,
  ownCaretakerId: string | null,
): boolean {
  if (viewer === 'admin') return true;
  if (viewer !== 'caretaker' || ownCaretakerId === null) return false;
  return request.caretakerId === ownCaretakerId && caretakerPhotoStatuses.includes(request.status);
}

import { useCurrentUser } from '../../../lib/api/get-current-user';
import { mayChangePhotos, type PhotoRequest, type PhotoViewer } from '../utils/photo-controls';

/** Whether the signed-in viewer gets the upload and delete controls for this request. */
export function useMayChangePhotos(viewer: PhotoViewer, request: PhotoRequest): boolean {
  const currentUser = useCurrentUser();
  const ownCaretakerId = viewer === 'caretaker' ? (currentUser.data?.caretakerId ?? null) : null;
  return mayChangePhotos(viewer, request, ownCaretakerId);
}

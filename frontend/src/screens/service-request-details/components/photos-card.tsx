import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { PhotosCard as RequestPhotosCard } from '../../../features/photos/components/photos-card';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';

/**
 * Card 'Before & After Photos': the photos feature's card for this request, with the upload and
 * delete controls for the admin and the assigned caretaker.
 */
export function PhotosCard({
  request,
  viewer,
}: {
  readonly request: ServiceRequestView;
  readonly viewer: ServiceRequestViewer;
}) {
  return <RequestPhotosCard request={request} viewer={viewer} />;
}

import type { ServiceRequestViewer } from '../../service-requests/lib/viewer';

// PLACEHOLDER replaced by the details helper; props are the agreed interface.
export interface ServiceRequestDetailsDialogProps {
  /** The request shown; null closes the dialog. */
  readonly requestId: string | null;
  readonly viewer: ServiceRequestViewer;
  readonly onClose: () => void;
}

export function ServiceRequestDetailsDialog(_props: ServiceRequestDetailsDialogProps) {
  return null;
}

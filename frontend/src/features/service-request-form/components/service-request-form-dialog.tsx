import type { ServiceRequest } from '@memorial-care/contracts/http';

// PLACEHOLDER replaced by the form helper; props are the agreed interface.
export interface ServiceRequestFormDialogProps {
  readonly open: boolean;
  /** The request edited; null or absent for a new one. */
  readonly request?: ServiceRequest | null;
  readonly onClose: () => void;
}

export function ServiceRequestFormDialog(_props: ServiceRequestFormDialogProps) {
  return null;
}

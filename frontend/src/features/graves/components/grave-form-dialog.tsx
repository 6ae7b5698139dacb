import type { Grave } from '@memorial-care/contracts/http';

// PLACEHOLDER replaced by the graves engineer; props are the agreed interface.
export interface GraveFormDialogProps {
  readonly open: boolean;
  /** Whose grave: an admin adds for this client; a client's own id is taken by the server. */
  readonly clientId: string | null;
  /** The grave edited; null or absent for a new one. */
  readonly grave?: Grave | null;
  readonly onClose: () => void;
}

export function GraveFormDialog(_props: GraveFormDialogProps) {
  return null;
}

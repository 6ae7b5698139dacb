// PLACEHOLDER replaced by the graves engineer; props are the agreed interface.
export interface GraveDetailDialogProps {
  /** The grave shown; null closes the dialog. */
  readonly graveId: string | null;
  /** Admins and the owning client may edit; others only read. */
  readonly canEdit: boolean;
  readonly onClose: () => void;
}

export function GraveDetailDialog(_props: GraveDetailDialogProps) {
  return null;
}

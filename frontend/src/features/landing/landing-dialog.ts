import type { ComponentType } from 'react';

/** What the landing page hands to a dialog it opens. */
export interface LandingDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Loads a dialog's chunk, e.g. `() => import('…/registration-modal')`. The app shell supplies it
 * (features do not import each other); the page loads it on first use, so a visitor who never
 * opens the dialog never downloads it.
 */
export type LoadLandingDialog = () => Promise<{
  readonly default: ComponentType<LandingDialogProps>;
}>;

import type { RequestStatus } from '@memorial-care/contracts/domain';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';

/** The Quick Actions card's buttons: 'Start Work' and 'Mark Complete'. */
export type QuickAction = 'start' | 'complete';

/**
 * Spec part 2, §4: 'Start Work' only on a scheduled request, 'Mark Complete' only on one in
 * progress; admin and caretaker only (clients read).
 */
export function quickActionsOf(viewer: ServiceRequestViewer, status: RequestStatus): QuickAction[] {
  if (viewer === 'client') return [];
  if (status === 'scheduled') return ['start'];
  if (status === 'in_progress') return ['complete'];
  return [];
}

import type { ScheduleItem } from '@memorial-care/contracts/http';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useChangeVisit, type VisitPatch } from '../api/change-visit';
import { scheduleQueryKey } from '../api/get-schedule';
import { unavailabilityText, visitChangeFailureOf } from '../utils/visit-change-failure';
import { useServiceTypeLabel } from '../../../lib/service-requests/use-service-type-label';

/**
 * The admin's changes from the calendar: a visit moved to another day or slot, or given to
 * another caretaker. Each says how it went in a toast; a refused move puts the card back, and
 * a change refused because someone else changed the visit first reloads the schedule.
 */
export function useVisitChanges() {
  const change = useChangeVisit();
  const queryClient = useQueryClient();
  const toast = useToast();
  const serverText = useServerErrorText();
  const format = useFormat();
  const language = useLanguage();
  const serviceLabel = useServiceTypeLabel();
  const { t } = useTranslation('schedule');

  /** The refusal's toast; true when it went through. */
  const send = async (item: ScheduleItem, patch: VisitPatch, failedTitle: string) => {
    try {
      await change.mutateAsync({ item, patch });
      return true;
    } catch (error) {
      const failure = visitChangeFailureOf(error);
      if (failure.kind === 'stale') {
        toast.error(failedTitle, t('move.stale'));
        void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
      } else if (failure.kind === 'unavailable')
        toast.error(
          t('move.notAvailable'),
          failure.unavailability
            ? unavailabilityText(t, language, failure.caretakerName, failure.unavailability)
            : serverText.error(error),
        );
      else toast.error(failedTitle, serverText.error(error));
      return false;
    }
  };

  /** A drop: the new instant, or back where it was (`revert`) when refused. */
  const move = async (item: ScheduleItem, start: Date, revert: () => void) => {
    const moved = await send(item, { scheduledDate: start.toISOString() }, t('move.failed'));
    if (!moved) return revert();
    toast.success(
      t('move.moved'),
      t('move.movedText', {
        service: serviceLabel(item.serviceType),
        date: format.dateTime(start),
      }),
    );
  };

  const assign = async (item: ScheduleItem, caretaker: { id: string; name: string }) => {
    const assigned = await send(item, { caretakerId: caretaker.id }, t('assignDialog.failed'));
    if (assigned)
      toast.success(t('assignDialog.assigned'), t('assignDialog.assignedText', caretaker));
    return assigned;
  };

  return { move, assign, isSaving: change.isPending };
}

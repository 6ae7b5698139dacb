import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useChangeCarePlan, type CarePlanChange } from '../api/care-plan';

const successToast = {
  pause: 'carePlan.toasts.paused',
  resume: 'carePlan.toasts.resumed',
  skip: 'carePlan.toasts.skipped',
  restore: 'carePlan.toasts.restored',
} as const;

/**
 * The care plan's changes, each with its toast; `pending` names the change under way (its
 * button spins), so the others stay usable.
 */
export function useCarePlanChanges(graveId: string) {
  const { t } = useTranslation('graves');
  const toast = useToast();
  const serverText = useServerErrorText();
  const mutation = useChangeCarePlan(graveId);
  const change = (variables: CarePlanChange) =>
    mutation.mutate(variables, {
      onSuccess: () => toast.success(t(successToast[variables.kind])),
      onError: (error) =>
        toast.error(
          t('carePlan.toasts.failed'),
          serverText.error(error, '', { listFields: false }) || undefined,
        ),
    });
  const pending = mutation.isPending ? mutation.variables : undefined;
  const isPending = (kind: CarePlanChange['kind'], occasionKey?: string) =>
    pending?.kind === kind &&
    (occasionKey === undefined ||
      ('occasionKey' in pending && pending.occasionKey === occasionKey));
  return { change, isPending };
}

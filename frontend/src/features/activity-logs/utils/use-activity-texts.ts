import type { ActivityLog } from '@memorial-care/contracts/http';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { activityAge } from './activity-age';

/** The spec's name for a caretaker the log could not name. */
const unknownCaretaker = 'Unknown';

/** An entry's age ('3h ago') and detail line (caretaker, amount; empty when it has neither). */
export function useActivityTexts() {
  const { t } = useTranslation('activityLogs');
  const format = useFormat();
  const ageOf = useCallback(
    (createdAt: string, now: Date) => {
      const age = activityAge(createdAt, now);
      return age.unit === 'now' ? t('age.now') : t(`age.${age.unit}`, { n: age.count });
    },
    [t],
  );
  const detailOf = useCallback(
    ({ type, metadata }: ActivityLog) => {
      const parts: string[] = [];
      if (type === 'service_scheduled' || metadata.caretakerName !== undefined)
        parts.push(t('caretaker', { name: metadata.caretakerName || unknownCaretaker }));
      const amount = Number(metadata.amount);
      if (metadata.amount && Number.isFinite(amount) && amount > 0)
        parts.push(t('amount', { amount: format.eur(amount) }));
      return parts.join(' · ');
    },
    [t, format],
  );
  return { ageOf, detailOf };
}

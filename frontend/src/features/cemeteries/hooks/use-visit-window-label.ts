import type { VisitWindow } from '@memorial-care/contracts/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { visitWindowHoursText } from '../utils/visit-window';

/** "Morning (8:00-12:00)", "By appointment", or "Not specified" for no preference. */
export function useVisitWindowLabel() {
  const { t } = useTranslation('cemeteries');
  return useCallback(
    (window: VisitWindow | null | undefined) => {
      if (!window) return t('visitWindow.notSpecified');
      const label = t(`visitWindow.${window}`);
      const hours = visitWindowHoursText(window);
      return hours ? t('visitWindow.withHours', { label, hours }) : label;
    },
    [t],
  );
}

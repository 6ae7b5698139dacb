import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mailKindGroupOf } from './mail-kinds';

/** A mail's kind in the office's words: Invite, Notification, Reminder… */
export function useMailKindLabel() {
  const { t } = useTranslation('mailDeliveries');
  return useCallback((kind: string) => t(`kinds.${mailKindGroupOf(kind)}`), [t]);
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { forgetOfflineSession } from '../../../lib/offline-session';
import { useToast } from '../../../lib/toast';

export const logout = () => apiRequest('POST', '/api/logout', { schema: z.unknown() });

/**
 * Ends the session, then loads `/` afresh: a full page load drops every cached answer of the
 * signed-in user, which matters on a shared computer; what the caretaker app kept on the
 * device for offline use goes too.
 */
export function useLogout() {
  const toast = useToast();
  const { t } = useTranslation('app');
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await forgetOfflineSession();
      window.location.assign('/');
    },
    onError: () => toast.error(t('layout.signOutFailed'), t('layout.signOutFailedHint')),
  });
}

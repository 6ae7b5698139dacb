import { type LoginRequest } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { signedInState } from '../lib/signed-in-state';
import { useServerErrorText } from '../../../lib/use-server-error-text';

export const login = (credentials: LoginRequest) =>
  apiRequest('POST', '/api/login', { body: credentials, schema: z.unknown() });

/**
 * Signs in with the spec's toasts. On success the app reloads its data in place — the spec's
 * page reload, without losing the welcome toast — and the route table of the user's role
 * takes over: `/` leads to the role's home, a deep link the role has stays open.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const serverText = useServerErrorText();
  const { t } = useTranslation('auth');

  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      toast.success(t('toast.loginSuccessTitle'), t('toast.loginSuccessDescription'));
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: signedInState },
      );
      // Nothing cached while signed out may outlive the session change.
      await queryClient.resetQueries();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        toast.error(
          t('toast.loginFailedTitle'),
          // A 401 is the spec's "Invalid email or password"; anything else by its code.
          error.status === 401
            ? t('toast.invalidCredentials')
            : serverText.error(error, t('toast.invalidCredentials')),
        );
      } else {
        toast.error(t('toast.loginErrorTitle'), t('toast.loginErrorDescription'));
      }
    },
  });
}

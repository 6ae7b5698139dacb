import { limits } from '@memorial-care/contracts/domain';
import type { InviteActivation } from '@memorial-care/contracts/http';
import { useCallback, useEffect, useEffectEvent, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useActivateInvite } from '../api/activate-invite';
import { getInvite } from '../api/get-invite';
import { activationFailureOf, inviteFailureOf, type InviteFailure } from '../lib/invite-failure';
import { initialInvitePageState, invitePageReducer } from '../lib/invite-page-state';

/**
 * The invite page's behaviour: verifies the token, activates the account with the chosen
 * password, shows the spec's toasts, and leaves for `/` two seconds after activation.
 */
export function useInvitePage(token: string) {
  const { t } = useTranslation('invite');
  const toast = useToast();
  const serverText = useServerErrorText();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(invitePageReducer, initialInvitePageState);
  const activation = useActivateInvite(token);

  const failureText = useCallback(
    (failure: InviteFailure) =>
      failure.kind === 'server'
        ? serverText.coded(failure.code, failure.message)
        : t(`failures.${failure.kind}`),
    [t, serverText],
  );

  // An effect event: a language switch must not look the invite up again.
  const announceInvalid = useEffectEvent((failure: InviteFailure) =>
    toast.error(t('toast.errorTitle'), failureText(failure)),
  );

  useEffect(() => {
    // Aborted on unmount (and by StrictMode's trial mount): a stale answer is dropped.
    const controller = new AbortController();
    getInvite(token, controller.signal).then(
      (invite) => {
        if (!controller.signal.aborted) dispatch({ type: 'verified', invite });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = inviteFailureOf(error);
        dispatch({ type: 'verificationFailed', failure });
        announceInvalid(failure);
      },
    );
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (state.kind !== 'done') return;
    // replace: going back would only show the link as used.
    const timer = setTimeout(() => void navigate('/', { replace: true }), limits.inviteRedirectMs);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  const activate = (values: InviteActivation) => {
    if (state.kind !== 'ready') return;
    dispatch({ type: 'activationStarted' });
    activation.mutate(values, {
      onSuccess: () => {
        dispatch({ type: 'activated' });
        toast.success(t('toast.activated'), t('toast.activatedDescription'));
      },
      onError: (error) => {
        const failure = activationFailureOf(error);
        const deadLink = failure.kind === 'deadLink' ? failure.failure : null;
        dispatch({ type: 'activationFailed', deadLink });
        const reason = deadLink
          ? failureText(deadLink)
          : failure.kind === 'retry' && failure.serverMessage
            ? serverText.coded(failure.code, failure.serverMessage)
            : null;
        toast.error(t('toast.activationFailed'), reason ?? undefined);
      },
    });
  };

  return {
    state,
    activate,
    failureText,
    goHome: () => void navigate('/', { replace: true }),
  };
}

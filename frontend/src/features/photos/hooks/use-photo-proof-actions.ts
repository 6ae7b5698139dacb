import type { Photo, PhotoVerification } from '@memorial-care/contracts/http';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { usePlaceCemeteryByPhoto } from '../api/place-cemetery-by-photo';
import { useVerifyPhoto } from '../api/verify-photo';

/**
 * The admin's actions on a photo as a proof, each with its toast: "Verify" (the kept original's
 * hash computed again; resolves to the answer, or null when the call failed) and "Use as
 * cemetery position".
 */
export function usePhotoProofActions() {
  const { t } = useTranslation('photos');
  const toast = useToast();
  const serverText = useServerErrorText();
  const verifyPhoto = useVerifyPhoto().mutateAsync;
  const placeCemetery = usePlaceCemeteryByPhoto().mutateAsync;
  const failure = useCallback(
    (title: string, error: unknown) =>
      toast.error(title, serverText.error(error, '', { listFields: false }) || undefined),
    [serverText, toast],
  );

  const verify = useCallback(
    async (photo: Pick<Photo, 'id'>): Promise<PhotoVerification | null> => {
      try {
        const answer = await verifyPhoto(photo.id);
        const description = t(`proof.verification.${answer.result}`);
        if (answer.result === 'match') toast.success(t('proof.toasts.verified'), description);
        else toast.warning(t('proof.toasts.notVerified'), description);
        return answer;
      } catch (error) {
        failure(t('proof.toasts.verifyFailed'), error);
        return null;
      }
    },
    [failure, t, toast, verifyPhoto],
  );

  const placeCemeteryHere = useCallback(
    async (photo: Pick<Photo, 'id'>) => {
      try {
        const placed = await placeCemetery(photo.id);
        toast.success(
          t('proof.toasts.placed'),
          t('proof.toasts.placedDescription', { name: placed.cemeteryName }),
        );
      } catch (error) {
        failure(t('proof.toasts.placeFailed'), error);
      }
    },
    [failure, placeCemetery, t, toast],
  );

  return useMemo(() => ({ verify, placeCemeteryHere }), [verify, placeCemeteryHere]);
}

import type { PhotoType } from '@memorial-care/contracts/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { useToast } from '../../../lib/toast';
import {
  currentDevicePosition,
  readLocationConsent,
} from '../../../lib/upload-queue/device-location';
import type { QueueItemState } from '../../../lib/upload-queue/queue-items';
import { stateOf } from '../../../lib/upload-queue/queue-rules';
import { useUploadQueue } from '../../../lib/upload-queue/use-upload-queue';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { maxPhotoMegabytes, photoFileProblemOf } from '../utils/photo-file';
import { useLocationQuestion } from './use-location-question';

/** One photo of this request still on the device: waiting, on its way (0–100 %), or refused. */
export interface UploadInFlight {
  readonly uid: string;
  readonly name: string;
  readonly type: PhotoType;
  readonly state: QueueItemState;
  readonly percent: number;
  /** The image itself, for its thumbnail. */
  readonly file: Blob;
  /** Why the server refused it, in the user's language (refused only). */
  readonly refusal: string | null;
  /** Forgets a refused photo. */
  readonly dismiss: () => void;
}

/**
 * 'Take Before Photo' / 'Add Before': every chosen image is checked (an image, at most 20 MB),
 * then kept on the device's upload queue, which sends it (now, or when the connection returns)
 * exactly once, in the order taken. A caretaker's photo goes with the device's position when
 * they allowed it (asked once). The request's photos still on the device are listed with their
 * state; the queue's driver toasts each one's success or refusal (spec part 2, §8).
 */
export function usePhotoUploads(serviceRequestId: string) {
  const { t } = useTranslation('photos');
  const toast = useToast();
  const serverText = useServerErrorText();
  const queue = useUploadQueue();
  const { runner } = queue;
  const isCaretaker = useCurrentUser().data?.role === 'caretaker';
  const askLocation = useLocationQuestion();

  const add = useCallback(
    (file: File, type: PhotoType, description?: string) => {
      const problem = photoFileProblemOf(file);
      if (problem !== null) {
        toast.error(
          t('toasts.error'),
          t(`fileProblems.${problem}`, { name: file.name, max: maxPhotoMegabytes }),
        );
        return;
      }
      if (!runner) return;
      // The position is found after the photo is kept (it holds its place in the queue).
      const locates = isCaretaker && readLocationConsent() !== 'declined';
      const keep = async () => {
        const item = await runner.addPhoto({
          serviceRequestId,
          photoType: type,
          description: description?.trim() || null,
          file,
          fileName: file.name,
          devicePosition: locates ? 'locating' : null,
        });
        if (!locates) return;
        const position = (await askLocation()) ? await currentDevicePosition() : null;
        await runner.locate(item.id, position);
      };
      keep().catch(() => toast.error(t('toasts.error'), t('uploads.notKept')));
    },
    [askLocation, isCaretaker, runner, serviceRequestId, t, toast],
  );

  const { items, sendingId, percent } = queue;
  const inFlight = useMemo(
    () =>
      items.flatMap((item): UploadInFlight[] =>
        item.kind === 'photo' && item.serviceRequestId === serviceRequestId
          ? [
              {
                uid: item.id,
                name: item.fileName,
                type: item.photoType,
                state: stateOf(item, sendingId),
                percent: item.id === sendingId ? percent : 0,
                file: item.file,
                refusal:
                  item.refusal &&
                  serverText.coded(item.refusal.code ?? undefined, item.refusal.message),
                dismiss: () => void runner?.dismiss(item.id),
              },
            ]
          : [],
      ),
    [items, percent, runner, sendingId, serverText, serviceRequestId],
  );

  return { add, inFlight };
}

import type { PhotoType } from '@memorial-care/contracts/domain';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useUploadPhoto } from '../api/upload-photo';
import { maxPhotoMegabytes, photoFileProblemOf } from '../utils/photo-file';
import { useServerErrorText } from '../../../lib/use-server-error-text';

/** One chosen file on its way: waiting its turn, being sent (0–100 %), then processed. */
export interface UploadInFlight {
  readonly uid: string;
  readonly name: string;
  readonly type: PhotoType;
  readonly started: boolean;
  readonly percent: number;
}

let nextUid = 0;

/**
 * 'Add Before' / 'Add After': every chosen image is checked (an image, at most 20 MB), then sent
 * as its own call, one after the other (the request's stream takes one change at a time, and a
 * phone's upload is not shared between files). Each file shows its progress while in flight and
 * toasts its own success or failure (spec part 2, §8).
 */
export function usePhotoUploads(serviceRequestId: string) {
  const { t } = useTranslation('photos');
  const toast = useToast();
  const serverText = useServerErrorText();
  const upload = useUploadPhoto();
  const { mutateAsync } = upload;
  const [inFlight, setInFlight] = useState<readonly UploadInFlight[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const change = useCallback(
    (uid: string, update: Partial<UploadInFlight>) =>
      setInFlight((list) => list.map((item) => (item.uid === uid ? { ...item, ...update } : item))),
    [],
  );

  const add = useCallback(
    (file: File & { readonly uid?: string }, type: PhotoType, description?: string) => {
      const problem = photoFileProblemOf(file);
      if (problem !== null) {
        toast.error(
          t('toasts.error'),
          t(`fileProblems.${problem}`, { name: file.name, max: maxPhotoMegabytes }),
        );
        return;
      }
      nextUid += 1;
      const uid = file.uid ?? `photo-upload-${nextUid}`;
      setInFlight((list) => [...list, { uid, name: file.name, type, started: false, percent: 0 }]);

      const send = async () => {
        change(uid, { started: true });
        try {
          await mutateAsync({
            file,
            serviceRequestId,
            type,
            description,
            onProgress: (percent) => change(uid, { percent }),
          });
          toast.success(t('toasts.success'), t('toasts.uploaded'));
        } catch (error) {
          toast.error(t('toasts.error'), serverText.error(error, t('toasts.uploadFailed')));
        } finally {
          setInFlight((list) => list.filter((item) => item.uid !== uid));
        }
      };
      queue.current = queue.current.then(send);
    },
    [change, mutateAsync, serviceRequestId, t, toast, serverText],
  );

  return { add, inFlight };
}

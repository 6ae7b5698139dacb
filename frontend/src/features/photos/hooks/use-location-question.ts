import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  readLocationConsent,
  saveLocationConsent,
  type LocationConsent,
} from '../../../lib/upload-queue/device-location';

/**
 * "Share my location with photos?" — asked once per device, on the first photo; the answer is
 * remembered (and can be changed under Uploads). Several photos chosen at once share the one
 * question. Resolves whether the location may go with the photo.
 */
export function useLocationQuestion() {
  const { modal } = App.useApp();
  const { t } = useTranslation('photos');
  const pending = useRef<Promise<boolean> | null>(null);

  return useCallback((): Promise<boolean> => {
    const known = readLocationConsent();
    if (known) return Promise.resolve(known === 'allowed');
    pending.current ??= new Promise<boolean>((resolve) => {
      const answer = (consent: LocationConsent) => {
        saveLocationConsent(consent);
        pending.current = null;
        resolve(consent === 'allowed');
      };
      modal.confirm({
        title: t('location.question'),
        content: t('location.why'),
        okText: t('location.allow'),
        cancelText: t('location.notNow'),
        onOk: () => answer('allowed'),
        onCancel: () => answer('declined'),
      });
    });
    return pending.current;
  }, [modal, t]);
}

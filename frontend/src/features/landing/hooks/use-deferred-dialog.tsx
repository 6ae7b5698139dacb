import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { LandingDialogProps, LoadLandingDialog } from '../landing-dialog';

/**
 * A dialog whose code is fetched on first use: `show` loads it (the button spins meanwhile)
 * and opens it; `preload` fetches it early, on hover or focus, so the click feels instant.
 */
export function useDeferredDialog(load: LoadLandingDialog | undefined) {
  const { t } = useTranslation('landing');
  const toast = useToast();
  const [Dialog, setDialog] = useState<ComponentType<LandingDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  // A failed early fetch is retried by the click, which reports it.
  const preload = () => void load?.().catch(() => undefined);

  const show = () => {
    if (!load) return;
    if (Dialog) {
      setOpen(true);
      return;
    }
    setLoading(true);
    load()
      .then((module) => {
        setDialog(() => module.default);
        setOpen(true);
      })
      .catch((error: unknown) => {
        console.error('Loading a landing dialog failed', error);
        toast.error(t('dialogs.loadFailedTitle'), t('dialogs.loadFailedText'));
      })
      .finally(() => setLoading(false));
  };

  return {
    show,
    preload,
    loading,
    dialog: Dialog ? <Dialog open={open} onClose={close} /> : null,
  };
}

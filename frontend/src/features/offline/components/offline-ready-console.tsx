import { useEffect, type ReactNode } from 'react';
import { useKeptConsoleData } from '../hooks/use-kept-console-data';
import {
  takeOnlineStateFromBrowser,
  useOnline,
  useSessionCheckOnReconnect,
} from '../hooks/use-online';
import { registerServiceWorker } from '../service-worker';
import { OfflineBanner } from './offline-banner';

interface OfflineReadyConsoleProps {
  readonly userId: string;
  /** Shown for the moment it takes to put the kept data back. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Makes the caretaker console work without a signal: installs the service worker (the app
 * opens offline), keeps the console's data on the device and puts it back before any screen
 * renders (the screens open offline with the last data).
 */
export function OfflineReadyConsole({ userId, fallback, children }: OfflineReadyConsoleProps) {
  useEffect(() => {
    takeOnlineStateFromBrowser();
    registerServiceWorker();
  }, []);
  const restored = useKeptConsoleData(userId);
  return restored ? children : fallback;
}

/** The offline banner while the device has no connection; the session is checked on return. */
export function OfflineNotice() {
  const online = useOnline();
  useSessionCheckOnReconnect(online);
  return online ? null : <OfflineBanner />;
}

import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/device-storage';

const storageKey = 'memorial-care.sidebar-collapsed';

const readCollapsed = (): boolean => readStored(storageKey) === 'true';

/** The desktop sidebar's narrow/wide state, remembered on this device. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      writeStored(storageKey, String(!current));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}

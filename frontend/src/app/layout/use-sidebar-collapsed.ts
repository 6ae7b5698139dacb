import { useCallback, useState } from 'react';

const storageKey = 'memorial-care.sidebar-collapsed';

const readCollapsed = (): boolean => {
  try {
    return localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
};

/** The desktop sidebar's narrow/wide state, remembered on this device. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      try {
        localStorage.setItem(storageKey, String(!current));
      } catch {
        // not remembered, still toggled
      }
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}

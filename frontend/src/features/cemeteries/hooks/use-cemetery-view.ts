import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../../lib/device-storage';

export const cemeteryViews = ['grouped', 'table'] as const;
export type CemeteryView = (typeof cemeteryViews)[number];

const storageKey = 'memorial-care.cemeteries-view';

/** A stored view, or the grouped one for anything else. */
export const parseCemeteryView = (stored: string | null): CemeteryView =>
  cemeteryViews.find((view) => view === stored) ?? 'grouped';

/** Cemetery Management as city groups or as one table, remembered on this device. */
export function useCemeteryView(): [CemeteryView, (view: CemeteryView) => void] {
  const [view, setView] = useState(() => parseCemeteryView(readStored(storageKey)));
  const choose = useCallback((next: CemeteryView) => {
    writeStored(storageKey, next);
    setView(next);
  }, []);
  return [view, choose];
}

import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../../lib/device-storage';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import {
  chooseColumn,
  columnChoicesStorageKey,
  noColumnChoices,
  parseColumnChoices,
  type ColumnChoices,
  type RequestColumnKey,
} from '../utils/column-layout';

const readChoices = (viewer: ServiceRequestViewer): ColumnChoices =>
  parseColumnChoices(readStored(columnChoicesStorageKey(viewer)));

const saveChoices = (viewer: ServiceRequestViewer, choices: ColumnChoices) =>
  writeStored(columnChoicesStorageKey(viewer), JSON.stringify(choices));

export interface ColumnChoicesControl {
  readonly choices: ColumnChoices;
  readonly choose: (key: RequestColumnKey, visible: boolean) => void;
  /** Back to the columns that fit the screen. */
  readonly reset: () => void;
}

/** The column chooser's ticks, remembered on this device per viewer. */
export function useColumnChoices(viewer: ServiceRequestViewer): ColumnChoicesControl {
  const [choices, setChoices] = useState(() => readChoices(viewer));
  const update = useCallback(
    (change: (current: ColumnChoices) => ColumnChoices) =>
      setChoices((current) => {
        const next = change(current);
        saveChoices(viewer, next);
        return next;
      }),
    [viewer],
  );
  const choose = useCallback(
    (key: RequestColumnKey, visible: boolean) =>
      update((current) => chooseColumn(current, key, visible)),
    [update],
  );
  const reset = useCallback(() => update(() => noColumnChoices), [update]);
  return { choices, choose, reset };
}

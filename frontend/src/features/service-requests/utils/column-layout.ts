import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';

/**
 * The service-request list's columns, left to right. The request's service is the second line of
 * its number, and the grave's cemetery the second line of the deceased's name: with one column
 * for each, the table needed 1,300 px where the page has 1,136 at 1440 px beside the sidebar.
 */
export const requestColumnKeys = [
  'number',
  'status',
  'client',
  'grave',
  'caretaker',
  'scheduledDate',
  'priority',
  'amount',
  'actions',
] as const;
export type RequestColumnKey = (typeof requestColumnKeys)[number];

/** How wide a column must be, and when it gives way to narrower screens. */
export interface ColumnFit {
  readonly key: RequestColumnKey;
  /** The narrowest it shows its header and content whole (px, padding included). */
  readonly width: number;
  /**
   * Text columns share what the others leave, ending long texts in an ellipsis; columns of
   * short facts (a status, a date, a tag, buttons) are exactly `width` wide.
   */
  readonly sharesRest: boolean;
  /** Hidden to make room in this order, lowest first; absent: never hidden for room. */
  readonly dropOrder?: number;
}

/** The request's number and its actions: the chooser cannot hide them. */
export const alwaysShownColumns: readonly RequestColumnKey[] = ['number', 'actions'];

/** A name's first and most of its last word, a bold header. */
const textWidth = 112;

/** The action buttons (32 px, 4 px apart) and the cell's padding; the header needs 88. */
const actionsWidth = (buttons: number) => Math.max(88, buttons * 36 - 4 + 16);

const fits: Record<RequestColumnKey, Omit<ColumnFit, 'key'>> = {
  number: { width: 116, sharesRest: true },
  status: { width: 136, sharesRest: false, dropOrder: 7 },
  client: { width: textWidth, sharesRest: true, dropOrder: 4 },
  grave: { width: textWidth, sharesRest: true, dropOrder: 3 },
  caretaker: { width: textWidth, sharesRest: true, dropOrder: 5 },
  scheduledDate: { width: 128, sharesRest: false, dropOrder: 6 },
  priority: { width: 100, sharesRest: false, dropOrder: 1 },
  amount: { width: 100, sharesRest: false, dropOrder: 2 },
  actions: { width: 0, sharesRest: false },
};

/**
 * Each viewer's columns (spec part 2, §6): clients see no caretaker and their status as a badge
 * (narrower than a dropdown), caretakers neither the client (no family's contact details) nor
 * the amount (no financial data). Actions holds View, Edit and Delete for admins, View and
 * Cancel for clients, View for caretakers.
 */
export function columnFitsOf(viewer: ServiceRequestViewer): ColumnFit[] {
  const left: Record<ServiceRequestViewer, readonly RequestColumnKey[]> = {
    admin: [],
    client: ['caretaker'],
    caretaker: ['client', 'amount'],
  };
  const buttons: Record<ServiceRequestViewer, number> = { admin: 3, client: 2, caretaker: 1 };
  const widthOf = (key: RequestColumnKey) => {
    if (key === 'actions') return actionsWidth(buttons[viewer]);
    if (key === 'status' && viewer === 'client') return 112;
    return fits[key].width;
  };
  return requestColumnKeys
    .filter((key) => !left[viewer].includes(key))
    .map((key) => ({ key, ...fits[key], width: widthOf(key) }));
}

/**
 * What the person chose in the column chooser: columns turned on and turned off. A column in
 * neither follows the screen's width.
 */
export interface ColumnChoices {
  readonly shown: readonly RequestColumnKey[];
  readonly hidden: readonly RequestColumnKey[];
}

export const noColumnChoices: ColumnChoices = { shown: [], hidden: [] };

/** The choices after ticking (`visible`) or unticking a column; the always-shown stay shown. */
export function chooseColumn(
  choices: ColumnChoices,
  key: RequestColumnKey,
  visible: boolean,
): ColumnChoices {
  if (alwaysShownColumns.includes(key)) return choices;
  const shown = choices.shown.filter((other) => other !== key);
  const hidden = choices.hidden.filter((other) => other !== key);
  return visible ? { shown: [...shown, key], hidden } : { shown, hidden: [...hidden, key] };
}

export interface ColumnLayout {
  /** The columns to show, left to right. */
  readonly visible: RequestColumnKey[];
  /** Not unticked, but left out for lack of room (the chooser says so). */
  readonly droppedForRoom: RequestColumnKey[];
  /** The row's narrowest width: wider than the room only when the person asked for more. */
  readonly minWidth: number;
}

/**
 * The columns that fit in `room` px: the ones not unticked, then, while they are too wide
 * together, the least needed that the person did not tick themselves. Before the room is
 * measured (`undefined`) nothing is dropped.
 */
export function layOutColumns(
  fits: readonly ColumnFit[],
  choices: ColumnChoices,
  room: number | undefined,
): ColumnLayout {
  const wanted = fits.filter(
    (fit) => alwaysShownColumns.includes(fit.key) || !choices.hidden.includes(fit.key),
  );
  const widthOf = (columns: readonly ColumnFit[]) =>
    columns.reduce((sum, column) => sum + column.width, 0);
  const droppable = wanted
    .filter((fit) => fit.dropOrder !== undefined && !choices.shown.includes(fit.key))
    .sort((a, b) => (a.dropOrder ?? 0) - (b.dropOrder ?? 0));
  let kept = wanted;
  const dropped: RequestColumnKey[] = [];
  for (const fit of droppable) {
    if (room === undefined || widthOf(kept) <= room) break;
    kept = kept.filter((column) => column.key !== fit.key);
    dropped.push(fit.key);
  }
  return {
    visible: kept.map((fit) => fit.key),
    droppedForRoom: requestColumnKeys.filter((key) => dropped.includes(key)),
    minWidth: widthOf(kept),
  };
}

/** The choices kept on this device, as stored; anything unreadable is no choice. */
export function parseColumnChoices(stored: string | null): ColumnChoices {
  if (!stored) return noColumnChoices;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof ColumnChoices, unknown>>;
    const keysIn = (list: unknown): RequestColumnKey[] =>
      Array.isArray(list)
        ? requestColumnKeys.filter((key) => list.includes(key) && !alwaysShownColumns.includes(key))
        : [];
    const hidden = keysIn(value.hidden);
    return { shown: keysIn(value.shown).filter((key) => !hidden.includes(key)), hidden };
  } catch {
    return noColumnChoices;
  }
}

/** Where a viewer's choices are kept: an admin's and a client's lists differ. */
export const columnChoicesStorageKey = (viewer: ServiceRequestViewer) =>
  `memorial-care.request-columns.${viewer}`;

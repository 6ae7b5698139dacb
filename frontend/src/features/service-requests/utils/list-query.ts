import {
  pageLimits,
  priorities,
  requestStatuses,
  type Priority,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import {
  caretakerTaskTabs,
  serviceRequestSorts,
  type CaretakerTaskQuery,
  type ServiceRequestListQuery,
  type ServiceRequestSort,
} from '@memorial-care/contracts/http';

/**
 * What the Service Requests list shows, kept in the address bar (`?status=pending&page=2`), so a
 * link from the dashboard opens it filtered and back/forward walk through earlier views. The
 * parameter names are the API's, so the URL reads like the call it makes.
 */
export interface ListQueryState {
  readonly page: number;
  readonly pageSize: number;
  /** As committed from the search box (trimmed); '' for none. */
  readonly search: string;
  readonly status: readonly RequestStatus[];
  readonly priority: readonly Priority[];
  readonly caretakerId: string | null;
  readonly cemeteryId: string | null;
  /** Scheduled between these days (yyyy-MM-dd, inclusive). */
  readonly from: string | null;
  readonly to: string | null;
  readonly sort: ServiceRequestSort;
}

export type ListQueryChange = Partial<ListQueryState>;

export const pageSizeOptions = [10, 20, 50, 100] as const;

/** The page-size menu: the usual sizes, and the one in use when a link asked for another. */
export const pageSizeChoices = (current: number): number[] =>
  [...new Set([...pageSizeOptions, current])].sort((a, b) => a - b);
export const defaultSort: ServiceRequestSort = '-createdAt';
const maxSearchLength = 200;

export const defaultListQuery: ListQueryState = {
  page: 1,
  pageSize: 20,
  search: '',
  status: [],
  priority: [],
  caretakerId: null,
  cemeteryId: null,
  from: null,
  to: null,
  sort: defaultSort,
};

/** The URL parameters this screen owns; any others are left alone. */
const ownKeys = [
  'page',
  'pageSize',
  'search',
  'status',
  'priority',
  'caretakerId',
  'cemeteryId',
  'from',
  'to',
  'sort',
] as const satisfies readonly (keyof ListQueryState)[];

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) => {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** `?status=a,b`, `?status=a&status=b` or both: the known values, once each, in order. */
function listOf<T extends string>(params: URLSearchParams, key: string, known: readonly T[]) {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
  return known.filter((item) => values.includes(item));
}

/** A whole number from 1 to `max` (the API's bounds), else null. */
const positiveInt = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

/** Reads the list's view from the URL; anything unknown or malformed falls back to the default. */
export function parseListQuery(params: URLSearchParams): ListQueryState {
  // Any size the API serves (`?pageSize=5` from a shared link too), not only the menu's.
  const pageSize = positiveInt(params.get('pageSize'), pageLimits.maxPageSize);
  const sort = params.get('sort');
  const guid = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return guidPattern.test(value) ? value.toLowerCase() : null;
  };
  const day = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return isDay(value) ? value : null;
  };
  return {
    page: positiveInt(params.get('page'), pageLimits.maxPage) ?? defaultListQuery.page,
    pageSize: pageSize ?? defaultListQuery.pageSize,
    search: (params.get('search') ?? '').trim().slice(0, maxSearchLength),
    status: listOf(params, 'status', requestStatuses),
    priority: listOf(params, 'priority', priorities),
    caretakerId: guid('caretakerId'),
    cemeteryId: guid('cemeteryId'),
    from: day('from'),
    to: day('to'),
    sort:
      sort !== null && (serviceRequestSorts as readonly string[]).includes(sort)
        ? (sort as ServiceRequestSort)
        : defaultSort,
  };
}

/**
 * The URL for a view: the screen's own parameters replaced (defaults left out, so the plain
 * list is the plain path), every other parameter kept.
 */
export function writeListQuery(current: URLSearchParams, state: ListQueryState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ownKeys) next.delete(key);
  const set = (key: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== '' && value !== fallback) next.set(key, String(value));
  };
  set('search', state.search.trim(), '');
  if (state.status.length > 0) next.set('status', state.status.join(','));
  if (state.priority.length > 0) next.set('priority', state.priority.join(','));
  set('caretakerId', state.caretakerId, null);
  set('cemeteryId', state.cemeteryId, null);
  set('from', state.from, null);
  set('to', state.to, null);
  set('sort', state.sort, defaultSort);
  set('page', state.page, defaultListQuery.page);
  set('pageSize', state.pageSize, defaultListQuery.pageSize);
  return next;
}

/**
 * Applies a change. Any change of what is listed (search, filters, sort, page size) goes back to
 * the first page: page 4 of the old results means nothing in the new ones.
 */
export function applyListQueryChange(
  state: ListQueryState,
  change: ListQueryChange,
): ListQueryState {
  const next = { ...state, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page');
  return keepsPage ? next : { ...next, page: change.page ?? 1 };
}

/** Whether the user narrowed the list (the "Clear filters" button and the empty-state hint). */
export const hasActiveFilters = (state: ListQueryState): boolean =>
  state.search !== '' ||
  state.status.length > 0 ||
  state.priority.length > 0 ||
  state.caretakerId !== null ||
  state.cemeteryId !== null ||
  state.from !== null ||
  state.to !== null;

/** Everything back to the plain list, keeping the page size and sort the user chose. */
export const clearedFilters = (state: ListQueryState): ListQueryState => ({
  ...defaultListQuery,
  pageSize: state.pageSize,
  sort: state.sort,
});

/** GET /api/service-requests for this view (admin and client). */
export function toServiceRequestListQuery(state: ListQueryState): ServiceRequestListQuery {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(state.status.length > 0 ? { status: [...state.status] } : {}),
    ...(state.priority.length > 0 ? { priority: [...state.priority] } : {}),
    ...(state.caretakerId ? { caretakerId: state.caretakerId } : {}),
    ...(state.cemeteryId ? { cemeteryId: state.cemeteryId } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
  };
}

export type CaretakerTab = (typeof caretakerTaskTabs)[number];
/** The statuses a caretaker's task list can be narrowed to (its tabs besides "all"). */
export const caretakerTabStatuses = caretakerTaskTabs.filter(
  (tab): tab is Exclude<CaretakerTab, 'all'> => tab !== 'all',
);

/** The caretaker's tab for this view: one tab status picked, or all of them. */
export function caretakerTabOf(state: ListQueryState): CaretakerTab {
  const [only, ...rest] = state.status;
  return rest.length === 0 &&
    only !== undefined &&
    (caretakerTabStatuses as string[]).includes(only)
    ? (only as CaretakerTab)
    : 'all';
}

/** GET /api/caretaker/tasks for this view: the tasks endpoint knows only a tab and paging. */
export const toCaretakerTaskQuery = (state: ListQueryState): CaretakerTaskQuery => ({
  tab: caretakerTabOf(state),
  page: state.page,
  pageSize: state.pageSize,
});

// Column sorting: the table's (field, ascend/descend) and the API's `sort` ('-amount').

export type SortField = 'createdAt' | 'scheduledDate' | 'amount' | 'status' | 'priority';
export type SortOrder = 'ascend' | 'descend';

/** How a column shows the current sort: its arrow, or none when another column sorts. */
export function sortOrderOf(sort: ServiceRequestSort, field: SortField): SortOrder | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The API sort for a header click; no order (the third click) is the default, newest first. */
export function sortOf(field: SortField | null, order: SortOrder | null): ServiceRequestSort {
  if (!field || !order) return defaultSort;
  return (order === 'ascend' ? field : `-${field}`) as ServiceRequestSort;
}

/**
 * The page to show instead when this one is past the end (its last request was deleted, or an
 * old link); null when the page is fine.
 */
export function pageWithinTotal(page: number, pageSize: number, total: number): number | null {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return page > lastPage ? lastPage : null;
}

import {
  calendarDate,
  dateWindows,
  entityId,
  requestStatuses,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import {
  scheduleViews,
  serviceRequestFieldLimits,
  type ScheduleQuery,
  type ScheduleView,
} from '@memorial-care/contracts/http';
import dayjs from 'dayjs';

/**
 * What the Schedule screen shows, kept in the address bar (`?view=month&date=2026-03-01&
 * caretakerId=…`), so a link reproduces the screen and back/forward walk through earlier views.
 * The filters carry the API's names, as on the Service Requests list.
 */
export interface ScheduleState {
  readonly view: ScheduleView;
  /** A day of the range shown (yyyy-MM-dd); null follows today. */
  readonly date: string | null;
  /** As committed from the search box (trimmed); '' for none. */
  readonly search: string;
  readonly status: readonly RequestStatus[];
  readonly caretakerId: string | null;
  readonly cemeteryId: string | null;
}

export type ScheduleChange = Partial<ScheduleState>;

export const defaultScheduleState: ScheduleState = {
  view: 'week',
  date: null,
  search: '',
  status: [],
  caretakerId: null,
  cemeteryId: null,
};

/** The URL parameters this screen owns; any others are left alone. */
const ownKeys = [
  'view',
  'date',
  'search',
  'status',
  'caretakerId',
  'cemeteryId',
] as const satisfies readonly (keyof ScheduleState)[];

const dayParam = calendarDate(dateWindows.schedule);
const idParam = entityId();

const parsedOrNull = <T>(schema: { safeParse: (value: unknown) => { data?: T } }, value: unknown) =>
  schema.safeParse(value).data ?? null;

const isView = (value: string | null): value is ScheduleView =>
  value !== null && (scheduleViews as readonly string[]).includes(value);

/** Reads the screen from the URL; anything unknown or malformed falls back to the default. */
export function parseScheduleState(params: URLSearchParams): ScheduleState {
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
  const view = params.get('view');
  return {
    view: isView(view) ? view : defaultScheduleState.view,
    date: parsedOrNull<string>(dayParam, params.get('date')?.trim()),
    search: (params.get('search') ?? '').trim().slice(0, serviceRequestFieldLimits.search),
    status: requestStatuses.filter((status) => statuses.includes(status)),
    caretakerId: parsedOrNull<string>(idParam, params.get('caretakerId')),
    cemeteryId: parsedOrNull<string>(idParam, params.get('cemeteryId')),
  };
}

/** The URL for a screen: its own parameters replaced (defaults left out), others kept. */
export function writeScheduleState(
  current: URLSearchParams,
  state: ScheduleState,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ownKeys) next.delete(key);
  if (state.view !== defaultScheduleState.view) next.set('view', state.view);
  if (state.date) next.set('date', state.date);
  if (state.search.trim()) next.set('search', state.search.trim());
  if (state.status.length > 0) next.set('status', state.status.join(','));
  if (state.caretakerId) next.set('caretakerId', state.caretakerId);
  if (state.cemeteryId) next.set('cemeteryId', state.cemeteryId);
  return next;
}

/** Whether the user narrowed the schedule (the Active Filters bar and Clear All). */
export const hasActiveFilters = (state: ScheduleState): boolean =>
  state.search !== '' ||
  state.status.length > 0 ||
  state.caretakerId !== null ||
  state.cemeteryId !== null;

/** Clear All: every filter off, the same view and range. */
export const clearedFilters = (state: ScheduleState): ScheduleState => ({
  ...defaultScheduleState,
  view: state.view,
  date: state.date,
});

/** The statuses the two toggles stand for. */
export type OnlyStatus = 'pending' | 'completed';

/** Which toggle is on: the status filter is exactly that one status. */
export function onlyStatusOf(state: Pick<ScheduleState, 'status'>): OnlyStatus | null {
  const [only, ...rest] = state.status;
  return rest.length === 0 && (only === 'pending' || only === 'completed') ? only : null;
}

/**
 * Pending Only / Completed Only: on narrows the status filter to that status (so the other
 * toggle goes off: they exclude each other), off shows every status again.
 */
export const toggledOnlyStatus = (status: OnlyStatus, on: boolean): ScheduleChange => ({
  status: on ? [status] : [],
});

/** The day the range is built around: the URL's, else today. */
export const anchorDay = (state: Pick<ScheduleState, 'date'>, today: string): string =>
  state.date ?? today;

const stepUnit = { day: 'day', week: 'week', month: 'month' } as const;

/** Previous (-1) and Next (1): the same view one day, week or month away. */
export function shiftedDay(view: ScheduleView, day: string, step: -1 | 1): string {
  return dayjs(day).add(step, stepUnit[view]).format('YYYY-MM-DD');
}

/** The visible days the calendar reported, inclusive. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/**
 * GET /api/schedule for this screen over `range`, in the viewer's time zone; at most `perDay`
 * visits a day when given (the month grid).
 */
export function toScheduleQuery(
  state: ScheduleState,
  range: DayRange,
  timeZone: string,
  perDay?: number,
): ScheduleQuery {
  return {
    from: range.from,
    to: range.to,
    timeZone,
    ...(perDay === undefined ? {} : { perDay }),
    ...(state.search ? { search: state.search } : {}),
    ...(state.status.length > 0 ? { status: [...state.status] } : {}),
    ...(state.caretakerId ? { caretakerId: state.caretakerId } : {}),
    ...(state.cemeteryId ? { cemeteryId: state.cemeteryId } : {}),
  };
}

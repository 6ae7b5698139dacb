import { pageLimits } from '@memorial-care/contracts/domain';
import {
  mailDeliveryStatuses,
  mailJobIdSchema,
  type MailDeliveryListQuery,
  type MailDeliveryStatus,
} from '@memorial-care/contracts/http';

/**
 * What Outgoing mail shows, kept in the address bar: `?status=failed&page=2`, and `jobId` for
 * the mail whose details are open (the link of a "could not be delivered" notification is
 * `/admin/mail?status=failed&jobId=<id>`).
 */
export interface MailListState {
  readonly status: MailDeliveryStatus | null;
  readonly page: number;
  readonly jobId: string | null;
}

export type MailListChange = Partial<MailListState>;

export const mailListPageSize = 20;

export const defaultMailList: MailListState = { status: null, page: 1, jobId: null };

const ownKeys = ['status', 'page', 'jobId'] as const satisfies readonly (keyof MailListState)[];

const isStatus = (value: string | null): value is MailDeliveryStatus =>
  (mailDeliveryStatuses as readonly (string | null)[]).includes(value);

const pageOf = (value: string | null): number => {
  if (value === null || !/^\d+$/.test(value)) return defaultMailList.page;
  const page = Number(value);
  return page >= 1 && page <= pageLimits.maxPage ? page : defaultMailList.page;
};

/** Reads the view from the URL; anything unknown or malformed falls back to the default. */
export function parseMailListQuery(params: URLSearchParams): MailListState {
  const status = params.get('status');
  const jobId = mailJobIdSchema.safeParse(params.get('jobId') ?? '');
  return {
    status: isStatus(status) ? status : null,
    page: pageOf(params.get('page')),
    jobId: jobId.success ? jobId.data : null,
  };
}

/** The URL of a view: this screen's parameters replaced (defaults left out), others kept. */
export function writeMailListQuery(current: URLSearchParams, state: MailListState) {
  const next = new URLSearchParams(current);
  for (const key of ownKeys) next.delete(key);
  if (state.status) next.set('status', state.status);
  if (state.page !== defaultMailList.page) next.set('page', String(state.page));
  if (state.jobId) next.set('jobId', state.jobId);
  return next;
}

/** A new status filter starts at its first page; opening or closing details keeps the page. */
export function applyMailListChange(state: MailListState, change: MailListChange): MailListState {
  const next = { ...state, ...change };
  return 'status' in change && change.page === undefined ? { ...next, page: 1 } : next;
}

/** GET /api/admin/mail for the listed page. */
export const toMailDeliveryListQuery = (state: MailListState): MailDeliveryListQuery => ({
  page: state.page,
  pageSize: mailListPageSize,
  ...(state.status ? { status: state.status } : {}),
});

/** GET /api/admin/mail for the one mail whose details are open. */
export const toOneMailDeliveryQuery = (jobId: string): MailDeliveryListQuery => ({
  jobId,
  page: 1,
  pageSize: 1,
});

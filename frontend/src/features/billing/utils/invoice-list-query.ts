import { pageLimits, type AgingBucket, type InvoiceStatus } from '@memorial-care/contracts/domain';
import type {
  InvoiceExportQuery,
  InvoiceListQuery,
  invoiceSorts,
} from '@memorial-care/contracts/http';

export type InvoiceSort = (typeof invoiceSorts)[number];
export type InvoiceSortField = 'issuedOn' | 'dueDate' | 'total';
export type SortOrder = 'ascend' | 'descend';

/** What the admin's Invoices tab lists: its filters, sort and page. */
export interface InvoiceListState {
  readonly page: number;
  readonly pageSize: number;
  readonly status: InvoiceStatus | null;
  /** Open invoices past their due date only. */
  readonly overdueOnly: boolean;
  /** Open invoices this many days past due only (the Overview's aging cards). */
  readonly aging: AgingBucket | null;
  /** As committed from the search box (trimmed); '' for none. */
  readonly search: string;
  readonly sort: InvoiceSort;
}

export const defaultInvoiceSort: InvoiceSort = '-issuedOn';

export const defaultInvoiceListState: InvoiceListState = {
  page: 1,
  pageSize: pageLimits.defaultPageSize,
  status: null,
  overdueOnly: false,
  aging: null,
  search: '',
  sort: defaultInvoiceSort,
};

/** GET /api/invoices for this view; filters not set are left out. */
export const toInvoiceListQuery = (state: InvoiceListState): InvoiceListQuery => ({
  page: state.page,
  pageSize: state.pageSize,
  sort: state.sort,
  ...(state.status ? { status: state.status } : {}),
  ...(state.overdueOnly ? { overdue: 'true' as const } : {}),
  ...(state.aging ? { aging: state.aging } : {}),
  ...(state.search.trim() ? { search: state.search.trim() } : {}),
});

/** GET /api/invoices/export.csv for this view: its filters and order, not its page. */
export const toInvoiceExportQuery = (state: InvoiceListState): InvoiceExportQuery => {
  const { page: _page, pageSize: _pageSize, ...filters } = toInvoiceListQuery(state);
  return filters;
};

/** A change of what is listed goes back to page 1: page 4 of the old results means nothing. */
export function applyInvoiceListChange(
  state: InvoiceListState,
  change: Partial<InvoiceListState>,
): InvoiceListState {
  const next = { ...state, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page');
  return keepsPage ? next : { ...next, page: change.page ?? 1 };
}

export const hasInvoiceFilters = (state: InvoiceListState): boolean =>
  state.status !== null || state.overdueOnly || state.aging !== null || state.search.trim() !== '';

/** How a column shows the current sort: its arrow, or none when another column sorts. */
export function sortOrderOf(sort: InvoiceSort, field: InvoiceSortField): SortOrder | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The API sort for a header click; no order (the third click) is the default, newest first. */
export function sortOf(field: InvoiceSortField | null, order: SortOrder | null): InvoiceSort {
  if (!field || !order) return defaultInvoiceSort;
  return order === 'ascend' ? field : `-${field}`;
}

import { invoiceExportQuerySchema, invoiceListQuerySchema } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  applyInvoiceListChange,
  defaultInvoiceListState,
  hasInvoiceFilters,
  sortOf,
  sortOrderOf,
  toInvoiceExportQuery,
  toInvoiceListQuery,
} from './invoice-list-query';

describe('the Invoices tab query', () => {
  it('asks for the first page, newest first, without filters', () => {
    expect(toInvoiceListQuery(defaultInvoiceListState)).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-issuedOn',
    });
  });

  it('sends the filters the API takes', () => {
    const query = toInvoiceListQuery({
      ...defaultInvoiceListState,
      status: 'open',
      overdueOnly: true,
      search: '  2026-0001 ',
    });
    expect(query).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-issuedOn',
      status: 'open',
      overdue: 'true',
      search: '2026-0001',
    });
    expect(invoiceListQuerySchema.parse(query)).toMatchObject({ overdue: true, status: 'open' });
  });

  it('sends a days-past-due bucket, and exports the same filters and order without the page', () => {
    const state = {
      ...defaultInvoiceListState,
      page: 3,
      aging: '31-60' as const,
      sort: 'dueDate' as const,
    };
    expect(hasInvoiceFilters(state)).toBe(true);
    expect(toInvoiceListQuery(state)).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'dueDate',
      aging: '31-60',
    });
    const exported = toInvoiceExportQuery(state);
    expect(exported).toEqual({ sort: 'dueDate', aging: '31-60' });
    expect(invoiceExportQuerySchema.parse(exported)).toMatchObject({ aging: '31-60' });
  });

  it('goes back to page 1 when what is listed changes', () => {
    const onPage3 = { ...defaultInvoiceListState, page: 3 };
    expect(applyInvoiceListChange(onPage3, { page: 4 }).page).toBe(4);
    expect(applyInvoiceListChange(onPage3, { status: 'paid' }).page).toBe(1);
    expect(applyInvoiceListChange(onPage3, { pageSize: 50 }).page).toBe(1);
    expect(hasInvoiceFilters(onPage3)).toBe(false);
    expect(hasInvoiceFilters({ ...onPage3, overdueOnly: true })).toBe(true);
  });

  it('turns header clicks into the API sort and back', () => {
    expect(sortOf('dueDate', 'ascend')).toBe('dueDate');
    expect(sortOf('total', 'descend')).toBe('-total');
    expect(sortOf(null, null)).toBe('-issuedOn');
    expect(sortOrderOf('-dueDate', 'dueDate')).toBe('descend');
    expect(sortOrderOf('-dueDate', 'issuedOn')).toBeNull();
  });
});

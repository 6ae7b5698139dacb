import { describe, expect, it } from 'vitest';
import {
  applyListQueryChange,
  caretakerTabOf,
  clearedFilters,
  defaultListQuery,
  hasActiveFilters,
  pageSizeChoices,
  pageWithinTotal,
  parseListQuery,
  sortOf,
  sortOrderOf,
  toCaretakerTaskQuery,
  toServiceRequestListQuery,
  writeListQuery,
  type ListQueryState,
} from './list-query';

const caretakerId = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const cemeteryId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const parse = (query: string) => parseListQuery(new URLSearchParams(query));
const write = (state: ListQueryState, current = '') =>
  writeListQuery(new URLSearchParams(current), state).toString();

describe('parseListQuery', () => {
  it('is the default view for an empty URL', () => {
    expect(parse('')).toEqual(defaultListQuery);
    expect(defaultListQuery).toMatchObject({ page: 1, pageSize: 20, sort: '-createdAt' });
  });

  it("opens the dashboard's link filtered by pending", () => {
    expect(parse('status=pending')).toEqual({ ...defaultListQuery, status: ['pending'] });
  });

  it('reads every filter, sort and page', () => {
    expect(
      parse(
        `search=Jovanovi%C4%87&status=scheduled,in_progress&priority=urgent&priority=low` +
          `&caretakerId=${caretakerId}&cemeteryId=${cemeteryId}&from=2025-11-01&to=2025-11-30` +
          `&sort=-amount&page=3&pageSize=50`,
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'Jovanović',
      status: ['scheduled', 'in_progress'],
      priority: ['low', 'urgent'],
      caretakerId,
      cemeteryId,
      from: '2025-11-01',
      to: '2025-11-30',
      sort: '-amount',
    });
  });

  it('offers all four priorities, urgent included', () => {
    expect(parse('priority=low,normal,high,urgent').priority).toEqual([
      'low',
      'normal',
      'high',
      'urgent',
    ]);
  });

  it('drops unknown and malformed values instead of failing', () => {
    expect(
      parse(
        'status=pending,done,pending&priority=critical&caretakerId=42&cemeteryId=' +
          '&from=2025-02-30&to=tomorrow&sort=name&page=0&pageSize=500',
      ),
    ).toEqual({ ...defaultListQuery, status: ['pending'] });
    expect(parse('page=-2').page).toBe(1);
    expect(parse('pageSize=0').pageSize).toBe(20);
    expect(parse('page=2.5').page).toBe(1);
  });

  it('reproduces a shared link’s page and page size, any size the API serves', () => {
    expect(parse('page=3&pageSize=5')).toMatchObject({ page: 3, pageSize: 5 });
    expect(writeListQuery(new URLSearchParams(), parse('page=3&pageSize=5')).toString()).toBe(
      'page=3&pageSize=5',
    );
    expect(pageSizeChoices(5)).toEqual([5, 10, 20, 50, 100]);
    expect(pageSizeChoices(20)).toEqual([10, 20, 50, 100]);
  });

  it('trims the search and keeps it within the API limit', () => {
    expect(parse('search=%20%20Novo%20groblje%20').search).toBe('Novo groblje');
    expect(parse(`search=${'a'.repeat(250)}`).search).toHaveLength(200);
  });
});

describe('writeListQuery', () => {
  it('leaves defaults out, so the plain list has a plain URL', () => {
    expect(write(defaultListQuery)).toBe('');
  });

  it('writes what differs from the default, lists comma-separated', () => {
    const state: ListQueryState = {
      ...defaultListQuery,
      status: ['pending', 'scheduled'],
      priority: ['urgent'],
      search: 'Novo',
      page: 2,
      sort: 'scheduledDate',
    };
    expect(write(state)).toBe(
      'search=Novo&status=pending%2Cscheduled&priority=urgent&sort=scheduledDate&page=2',
    );
  });

  it('keeps parameters it does not own and replaces its own', () => {
    expect(write({ ...defaultListQuery, status: ['completed'] }, 'status=pending&tab=x')).toBe(
      'tab=x&status=completed',
    );
  });

  it('round-trips through parseListQuery', () => {
    const state: ListQueryState = {
      page: 4,
      pageSize: 100,
      search: 'Đorđe & co',
      status: ['cancelled'],
      priority: ['normal', 'high'],
      caretakerId,
      cemeteryId,
      from: '2025-01-01',
      to: '2025-12-31',
      sort: '-priority',
    };
    expect(parseListQuery(writeListQuery(new URLSearchParams(), state))).toEqual(state);
  });
});

describe('applyListQueryChange', () => {
  const onPage3: ListQueryState = { ...defaultListQuery, page: 3 };

  it('keeps the page when only the page changes', () => {
    expect(applyListQueryChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('goes back to the first page when what is listed changes', () => {
    expect(applyListQueryChange(onPage3, { status: ['pending'] })).toMatchObject({
      page: 1,
      status: ['pending'],
    });
    expect(applyListQueryChange(onPage3, { search: 'x' }).page).toBe(1);
    expect(applyListQueryChange(onPage3, { sort: 'amount' }).page).toBe(1);
    expect(applyListQueryChange(onPage3, { pageSize: 50 }).page).toBe(1);
  });

  it('takes a page given together with another change', () => {
    expect(applyListQueryChange(onPage3, { pageSize: 50, page: 2 }).page).toBe(2);
  });
});

describe('hasActiveFilters and clearedFilters', () => {
  it('counts search and filters, not paging or sort', () => {
    expect(hasActiveFilters(defaultListQuery)).toBe(false);
    expect(hasActiveFilters({ ...defaultListQuery, page: 3, sort: 'amount' })).toBe(false);
    expect(hasActiveFilters({ ...defaultListQuery, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...defaultListQuery, priority: ['urgent'] })).toBe(true);
    expect(hasActiveFilters({ ...defaultListQuery, to: '2025-01-01' })).toBe(true);
  });

  it('clears filters but keeps page size and sort', () => {
    const state: ListQueryState = {
      ...defaultListQuery,
      status: ['pending'],
      cemeteryId,
      page: 5,
      pageSize: 50,
      sort: '-amount',
    };
    expect(clearedFilters(state)).toEqual({ ...defaultListQuery, pageSize: 50, sort: '-amount' });
  });
});

describe('toServiceRequestListQuery', () => {
  it('sends paging and sort always, filters only when set', () => {
    expect(toServiceRequestListQuery(defaultListQuery)).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-createdAt',
    });
    expect(
      toServiceRequestListQuery({
        ...defaultListQuery,
        search: 'Novo',
        status: ['pending'],
        priority: ['high', 'urgent'],
        caretakerId,
        cemeteryId,
        from: '2025-11-01',
        to: '2025-11-02',
      }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-createdAt',
      search: 'Novo',
      status: ['pending'],
      priority: ['high', 'urgent'],
      caretakerId,
      cemeteryId,
      from: '2025-11-01',
      to: '2025-11-02',
    });
  });
});

describe('caretaker tasks', () => {
  it('uses a tab when exactly one tab status is picked, else all', () => {
    expect(caretakerTabOf(defaultListQuery)).toBe('all');
    expect(caretakerTabOf({ ...defaultListQuery, status: ['in_progress'] })).toBe('in_progress');
    expect(caretakerTabOf({ ...defaultListQuery, status: ['completed'] })).toBe('completed');
    expect(caretakerTabOf({ ...defaultListQuery, status: ['pending', 'scheduled'] })).toBe('all');
  });

  it('asks the tasks endpoint for the tab and the page', () => {
    expect(
      toCaretakerTaskQuery({ ...defaultListQuery, status: ['pending'], page: 2, pageSize: 10 }),
    ).toEqual({ tab: 'pending', page: 2, pageSize: 10 });
  });
});

describe('column sorting', () => {
  it('shows the arrow on the sorted column only', () => {
    expect(sortOrderOf('amount', 'amount')).toBe('ascend');
    expect(sortOrderOf('-amount', 'amount')).toBe('descend');
    expect(sortOrderOf('-amount', 'scheduledDate')).toBeNull();
    expect(sortOrderOf('-createdAt', 'status')).toBeNull();
  });

  it('turns a header click into the API sort; no order is newest first', () => {
    expect(sortOf('scheduledDate', 'ascend')).toBe('scheduledDate');
    expect(sortOf('priority', 'descend')).toBe('-priority');
    expect(sortOf('amount', null)).toBe('-createdAt');
    expect(sortOf(null, null)).toBe('-createdAt');
  });
});

describe('pageWithinTotal', () => {
  it('leaves a page within the results alone', () => {
    expect(pageWithinTotal(1, 20, 0)).toBeNull();
    expect(pageWithinTotal(2, 20, 21)).toBeNull();
  });

  it('moves past-the-end pages to the last one', () => {
    expect(pageWithinTotal(3, 20, 40)).toBe(2);
    expect(pageWithinTotal(5, 20, 0)).toBe(1);
  });
});

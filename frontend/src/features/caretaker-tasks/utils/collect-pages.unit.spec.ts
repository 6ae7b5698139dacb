import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages';

/** A paged list of `total` numbers that records which pages were asked for. */
const pagedList = (total: number, pageSize: number) => {
  const asked: number[] = [];
  const all = Array.from({ length: total }, (_, i) => i + 1);
  const fetchPage = (page: number) => {
    asked.push(page);
    return Promise.resolve({ items: all.slice((page - 1) * pageSize, page * pageSize), total });
  };
  return { asked, fetchPage };
};

describe('collectPages', () => {
  it('walks every page until it has them all', async () => {
    const list = pagedList(250, 100);
    const items = await collectPages(list.fetchPage, { pageSize: 100 });
    expect(items).toHaveLength(250);
    expect(items.at(-1)).toBe(250);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops after a full last page without asking for an empty one', async () => {
    const list = pagedList(200, 100);
    expect(await collectPages(list.fetchPage, { pageSize: 100 })).toHaveLength(200);
    expect(list.asked).toEqual([1, 2]);
  });

  it('asks once for an empty list', async () => {
    const list = pagedList(0, 100);
    expect(await collectPages(list.fetchPage, { pageSize: 100 })).toEqual([]);
    expect(list.asked).toEqual([1]);
  });

  it('stops at a short page when the list shrank meanwhile', async () => {
    const asked: number[] = [];
    const items = await collectPages(
      (page) => {
        asked.push(page);
        // Claims 300 but page 2 comes back short: somebody took tasks in between.
        return Promise.resolve({ items: page === 1 ? [1, 2] : [3], total: 300 });
      },
      { pageSize: 2 },
    );
    expect(items).toEqual([1, 2, 3]);
    expect(asked).toEqual([1, 2]);
  });

  it('never walks more than maxPages', async () => {
    const list = pagedList(1000, 10);
    const items = await collectPages(list.fetchPage, { pageSize: 10, maxPages: 3 });
    expect(items).toHaveLength(30);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('passes a failure on', async () => {
    await expect(
      collectPages(() => Promise.reject(new Error('500: boom')), { pageSize: 10 }),
    ).rejects.toThrow('500: boom');
  });
});

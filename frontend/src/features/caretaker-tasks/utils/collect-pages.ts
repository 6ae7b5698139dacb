export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * Every item of a paged list: asks for page 1, 2, … until it holds `total` items or a page
 * comes back short (the list shrank meanwhile). `maxPages` bounds the walk.
 */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  { pageSize, maxPages = 100 }: { readonly pageSize: number; readonly maxPages?: number },
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await fetchPage(page);
    items.push(...result.items);
    if (result.items.length < pageSize || items.length >= result.total) break;
  }
  return items;
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyListQueryChange,
  parseListQuery,
  writeListQuery,
  type ListQueryChange,
  type ListQueryState,
} from '../utils/list-query';

export interface ListQueryUpdateOptions {
  /** Replace the history entry (typing in the search box) instead of adding one. */
  readonly replace?: boolean;
}

export type UpdateListQuery = (change: ListQueryChange, options?: ListQueryUpdateOptions) => void;

/**
 * The list's view (search, filters, sort, page) as kept in the URL: each filter or page change
 * is a history entry, so back and forward walk through the views.
 */
export function useListQuery(): [ListQueryState, UpdateListQuery] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListQuery(searchParams), [searchParams]);
  const update = useCallback<UpdateListQuery>(
    (change, options = {}) =>
      setSearchParams(
        (current) => writeListQuery(current, applyListQueryChange(parseListQuery(current), change)),
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );
  return [state, update];
}

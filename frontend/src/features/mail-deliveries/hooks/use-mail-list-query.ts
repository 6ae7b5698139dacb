import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyMailListChange,
  parseMailListQuery,
  writeMailListQuery,
  type MailListChange,
  type MailListState,
} from '../utils/mail-list-query';

/**
 * The outgoing mail view as kept in the URL: each change is a history entry, so back closes
 * the details or returns to the previous filter.
 */
export function useMailListQuery(): [MailListState, (change: MailListChange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseMailListQuery(searchParams), [searchParams]);
  const update = useCallback(
    (change: MailListChange) =>
      setSearchParams((current) =>
        writeMailListQuery(current, applyMailListChange(parseMailListQuery(current), change)),
      ),
    [setSearchParams],
  );
  return [state, update];
}

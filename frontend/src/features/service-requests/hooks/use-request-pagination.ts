import type { PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageSizeChoices, type ListQueryState } from '../utils/list-query';
import type { UpdateListQuery } from './use-list-query';
import type { RequestRows } from './use-service-request-list';

/** Moves to a page, or back to the first one when the page size changes. */
export const changePage =
  (state: ListQueryState, onChange: UpdateListQuery) => (page: number, pageSize: number) =>
    onChange(pageSize === state.pageSize ? { page } : { pageSize, page: 1 });

/** The list's paging, the same under the table and under the phone's cards. */
export function useRequestPagination(
  rows: RequestRows,
  state: ListQueryState,
): Omit<PaginationProps, 'onChange'> {
  const { t } = useTranslation('serviceRequests');
  return {
    current: state.page,
    pageSize: state.pageSize,
    total: rows.total,
    showSizeChanger: true,
    pageSizeOptions: pageSizeChoices(state.pageSize).map(String),
    showTotal: (total, [start, end]) =>
      t(rows.totalIsCapped ? 'list.table.rangeCapped' : 'list.table.range', {
        start,
        end,
        total,
      }),
    hideOnSinglePage: false,
  };
}

import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Table } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestRows } from '../hooks/use-service-request-list';
import type { UpdateListQuery } from '../hooks/use-list-query';
import { changePage, useRequestPagination } from '../hooks/use-request-pagination';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import type { ColumnLayout, ColumnFit } from '../utils/column-layout';
import { sortOf, type ListQueryState, type SortField } from '../utils/list-query';
import { useRequestColumns, type RequestActions } from './request-columns';

interface RequestsTableProps extends RequestActions {
  readonly viewer: ServiceRequestViewer;
  readonly rows: RequestRows;
  readonly state: ListQueryState;
  readonly onChange: UpdateListQuery;
  /** The viewer's columns and which of them are shown. */
  readonly fits: readonly ColumnFit[];
  readonly layout: ColumnLayout;
  readonly emptyText: ReactNode;
}

/**
 * One page of requests as a table; paging and (except for a caretaker's task list, which the
 * server orders soonest first) sorting are done by the server. A row click opens the details.
 */
export function RequestsTable({
  viewer,
  rows,
  state,
  onChange,
  fits,
  layout,
  emptyText,
  ...actions
}: RequestsTableProps) {
  const { t } = useTranslation('serviceRequests');
  const isCaretaker = viewer === 'caretaker';
  const columns = useRequestColumns({
    viewer,
    columns: fits.filter((fit) => layout.visible.includes(fit.key)),
    sort: isCaretaker ? null : state.sort,
    ...actions,
  });
  const pagination = useRequestPagination(rows, state);

  const handleChange: TableProps<ServiceRequestView>['onChange'] = (
    page,
    _filters,
    sorter,
    extra,
  ) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const field = (sorter.order ? sorter.columnKey : null) as SortField | null;
      onChange({ sort: sortOf(field, sorter.order ?? null) });
    } else if (extra.action === 'paginate') {
      changePage(state, onChange)(page.current ?? 1, page.pageSize ?? state.pageSize);
    }
  };

  return (
    <Table<ServiceRequestView>
      aria-label={t(isCaretaker ? 'list.table.tasksLabel' : 'list.table.label')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows.items ? [...rows.items] : []}
      loading={rows.isRefreshing}
      // As wide as the shown columns need: the page's width unless more were ticked than fit.
      scroll={{ x: layout.minWidth }}
      tableLayout="fixed"
      showSorterTooltip={false}
      onChange={handleChange}
      onRow={(request) => ({
        onClick: () => actions.onView(request),
        style: { cursor: 'pointer' },
      })}
      pagination={pagination}
      locale={{ emptyText }}
    />
  );
}

import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Alert, Button, Empty, Flex, Table } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestRows } from '../hooks/use-service-request-list';
import type { UpdateListQuery } from '../hooks/use-list-query';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import {
  hasActiveFilters,
  pageSizeChoices,
  sortOf,
  type ListQueryState,
  type SortField,
} from '../utils/list-query';
import { useRequestColumns } from './request-columns';
import { RequestsTableSkeleton } from './requests-table-skeleton';

interface RequestsTableProps {
  readonly viewer: ServiceRequestViewer;
  readonly rows: RequestRows;
  readonly state: ListQueryState;
  readonly onChange: UpdateListQuery;
  readonly onView: (request: ServiceRequestView) => void;
  readonly onEdit?: (request: ServiceRequestView) => void;
  readonly onDelete?: (request: ServiceRequestView) => void;
  /** More buttons per row, from the screen (a client's Cancel request). */
  readonly extraActions?: (request: ServiceRequestView) => ReactNode;
}

/**
 * One page of requests; paging and (except for a caretaker's task list, which the server
 * orders soonest first) sorting are done by the server. A row click opens the details.
 */
export function RequestsTable({ viewer, rows, state, onChange, ...actions }: RequestsTableProps) {
  const { t } = useTranslation('serviceRequests');
  const isCaretaker = viewer === 'caretaker';
  const columns = useRequestColumns({ viewer, sort: isCaretaker ? null : state.sort, ...actions });

  if (rows.isPending) return <RequestsTableSkeleton />;
  if (rows.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(isCaretaker ? 'list.loadTasksFailed' : 'list.loadFailed')}
        action={
          <Button size="small" onClick={rows.refetch} loading={rows.isFetching}>
            {t('list.actions.retry')}
          </Button>
        }
      />
    );
  }

  const handleChange: TableProps<ServiceRequestView>['onChange'] = (
    pagination,
    _f,
    sorter,
    extra,
  ) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const field = (sorter.order ? sorter.columnKey : null) as SortField | null;
      onChange({ sort: sortOf(field, sorter.order ?? null) });
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? state.pageSize;
      onChange(
        pageSize === state.pageSize ? { page: pagination.current ?? 1 } : { pageSize, page: 1 },
      );
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
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      onChange={handleChange}
      onRow={(request) => ({
        onClick: () => actions.onView(request),
        style: { cursor: 'pointer' },
      })}
      pagination={{
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
      }}
      locale={{
        emptyText: (
          <Empty
            style={{ paddingBlock: 32 }}
            description={
              <Flex vertical gap={4}>
                <strong>{t(isCaretaker ? 'list.emptyTasks' : 'list.empty')}</strong>
                {hasActiveFilters(state) && <span>{t('list.emptyFilteredHint')}</span>}
              </Flex>
            }
          />
        ),
      }}
    />
  );
}

import { Alert, Button, Empty, Flex, Grid } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { useColumnChoices } from '../hooks/use-column-choices';
import { useElementWidth } from '../hooks/use-element-width';
import type { UpdateListQuery } from '../hooks/use-list-query';
import type { RequestRows } from '../hooks/use-service-request-list';
import { columnFitsOf, layOutColumns } from '../utils/column-layout';
import { hasActiveFilters, type ListQueryState } from '../utils/list-query';
import { ColumnChooser } from './column-chooser';
import type { RequestActions } from './request-columns';
import { RequestCards } from './request-cards';
import { useRequestFields, type RequestFieldKey } from './request-fields';
import { RequestsTable } from './requests-table';
import { RequestsTableSkeleton } from './requests-table-skeleton';

interface RequestsListProps extends RequestActions {
  readonly viewer: ServiceRequestViewer;
  readonly rows: RequestRows;
  readonly state: ListQueryState;
  readonly onChange: UpdateListQuery;
}

const headerKeys = {
  number: 'list.table.request',
  status: 'list.table.status',
  actions: 'list.table.actions',
} as const;

/**
 * The requests as a table whose columns fit the room the page has (a column chooser above it),
 * or as cards on a phone (below antd's md breakpoint); loading and failure look the same in both.
 */
export function RequestsList(props: RequestsListProps) {
  const { viewer, rows, state } = props;
  const { t } = useTranslation('serviceRequests');
  const isPhone = Grid.useBreakpoint().md === false;
  const [measure, room] = useElementWidth<HTMLDivElement>();
  const fits = useMemo(() => columnFitsOf(viewer), [viewer]);
  const columnChoices = useColumnChoices(viewer);
  const layout = layOutColumns(fits, columnChoices.choices, room);
  const fields = useRequestFields();
  const isCaretaker = viewer === 'caretaker';

  const body = () => {
    if (rows.isPending) return <RequestsTableSkeleton />;
    if (rows.isError)
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
    const emptyText = (
      <Empty
        style={{ paddingBlock: 32 }}
        description={
          <Flex vertical gap={4}>
            <strong>{t(isCaretaker ? 'list.emptyTasks' : 'list.empty')}</strong>
            {hasActiveFilters(state) && <span>{t('list.emptyFilteredHint')}</span>}
          </Flex>
        }
      />
    );
    if (isPhone) return <RequestCards {...props} fits={fits} emptyText={emptyText} />;
    return (
      <Flex vertical gap="small">
        <Flex justify="flex-end">
          <ColumnChooser
            fits={fits}
            layout={layout}
            control={columnChoices}
            labelOf={(key) =>
              key in headerKeys
                ? t(headerKeys[key as keyof typeof headerKeys])
                : fields[key as RequestFieldKey].label
            }
          />
        </Flex>
        <RequestsTable {...props} fits={fits} layout={layout} emptyText={emptyText} />
      </Flex>
    );
  };

  return (
    <div ref={measure} style={{ minWidth: 0 }}>
      {body()}
    </div>
  );
}

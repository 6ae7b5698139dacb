import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Card, Descriptions, Flex, Pagination, Spin, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestNumberOf } from '../../../lib/service-requests/request-number';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import type { UpdateListQuery } from '../hooks/use-list-query';
import { changePage, useRequestPagination } from '../hooks/use-request-pagination';
import type { RequestRows } from '../hooks/use-service-request-list';
import type { ColumnFit } from '../utils/column-layout';
import type { ListQueryState } from '../utils/list-query';
import type { RequestActions } from './request-columns';
import { FieldValueView, useRequestFields, type RequestFieldKey } from './request-fields';
import { RequestRowActions } from './request-row-actions';
import { RequestStatusCell } from './request-status-cell';

interface RequestCardsProps extends RequestActions {
  readonly viewer: ServiceRequestViewer;
  readonly rows: RequestRows;
  readonly state: ListQueryState;
  readonly onChange: UpdateListQuery;
  /** The viewer's columns: a card shows every one of them. */
  readonly fits: readonly ColumnFit[];
  readonly emptyText: ReactNode;
}

/** The service (under the number in the table), then the facts of the viewer's columns. */
const fieldKeysOf = (fits: readonly ColumnFit[]): RequestFieldKey[] => [
  'service',
  ...fits.flatMap(({ key }) =>
    key === 'number' || key === 'status' || key === 'actions' ? [] : [key],
  ),
];

/**
 * The list on a phone: one card per request with every fact the table has and the same
 * buttons, and the same paging. A tap on a card opens the details, as a row click does.
 */
export function RequestCards({
  viewer,
  rows,
  state,
  onChange,
  fits,
  emptyText,
  ...actions
}: RequestCardsProps) {
  const { t } = useTranslation('serviceRequests');
  const pagination = useRequestPagination(rows, state);
  const keys = fieldKeysOf(fits);
  const items = rows.items ?? [];
  return (
    <Spin spinning={rows.isRefreshing}>
      <Flex vertical gap="middle">
        {items.length === 0 ? (
          emptyText
        ) : (
          <ul
            aria-label={t(viewer === 'caretaker' ? 'list.table.tasksLabel' : 'list.table.label')}
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
          >
            {items.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} viewer={viewer} fieldKeys={keys} {...actions} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          {...pagination}
          size="small"
          align="center"
          onChange={changePage(state, onChange)}
        />
      </Flex>
    </Spin>
  );
}

interface RequestCardProps extends RequestActions {
  readonly request: ServiceRequestView;
  readonly viewer: ServiceRequestViewer;
  readonly fieldKeys: readonly RequestFieldKey[];
}

function RequestCard({ request, viewer, fieldKeys, ...actions }: RequestCardProps) {
  const fields = useRequestFields();
  const headingId = useId();
  return (
    <Card
      size="small"
      role="article"
      aria-labelledby={headingId}
      onClick={() => actions.onView(request)}
      style={{ cursor: 'pointer' }}
    >
      <Flex vertical gap="small">
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Text strong id={headingId}>
            #{requestNumberOf(request.id)}
          </Typography.Text>
          <RequestStatusCell request={request} viewer={viewer} />
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={fieldKeys.map((key) => ({
            key,
            label: fields[key].label,
            children: <FieldValueView value={fields[key].value(request)} ellipsis={false} />,
          }))}
        />
        <Flex justify="flex-end">
          <RequestRowActions request={request} {...actions} />
        </Flex>
      </Flex>
    </Card>
  );
}

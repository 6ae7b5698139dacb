import type { ServiceRequestView, ServiceRequestSort } from '@memorial-care/contracts/http';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestNumberOf } from '../../../lib/service-requests/request-number';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import type { ColumnFit, RequestColumnKey } from '../utils/column-layout';
import { sortOrderOf, type SortField } from '../utils/list-query';
import { FieldValueView, useRequestFields, type RequestFieldKey } from './request-fields';
import { RequestRowActions } from './request-row-actions';
import { RequestStatusCell } from './request-status-cell';

export interface RequestActions {
  readonly onView: (request: ServiceRequestView) => void;
  readonly onEdit?: (request: ServiceRequestView) => void;
  readonly onDelete?: (request: ServiceRequestView) => void;
  readonly extraActions?: (request: ServiceRequestView) => ReactNode;
}

export interface RequestColumnsOptions extends RequestActions {
  readonly viewer: ServiceRequestViewer;
  /** The columns to show, left to right, and how wide each must be. */
  readonly columns: readonly ColumnFit[];
  /** The API sort, shown as the header arrows; null when the list cannot be sorted. */
  readonly sort: ServiceRequestSort | null;
}

const sortFields: Partial<Record<RequestColumnKey, SortField>> = {
  status: 'status',
  scheduledDate: 'scheduledDate',
  priority: 'priority',
  amount: 'amount',
};

/**
 * The table's columns. Sorting is the server's: a sortable header shows the current sort and
 * reports clicks through the table's onChange. Columns of short facts are as wide as they need;
 * text columns share the rest and end long texts in an ellipsis with the whole in a tooltip.
 */
export function useRequestColumns({
  viewer,
  columns,
  sort,
  ...actions
}: RequestColumnsOptions): ColumnsType<ServiceRequestView> {
  const { t } = useTranslation('serviceRequests');
  const fields = useRequestFields();

  const cellOf = (key: RequestColumnKey) => {
    if (key === 'number')
      return {
        title: t('list.table.request'),
        render: (_: unknown, request: ServiceRequestView) => (
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              #{requestNumberOf(request.id)}
            </Typography.Text>
            <FieldValueView value={fields.service.value(request)} ellipsis secondary />
          </Flex>
        ),
      };
    if (key === 'status')
      return {
        title: t('list.table.status'),
        render: (_: unknown, request: ServiceRequestView) => (
          <RequestStatusCell request={request} viewer={viewer} />
        ),
      };
    if (key === 'actions')
      return {
        title: t('list.table.actions'),
        // Stays in view should the person tick more columns than fit and scroll sideways.
        fixed: 'right' as const,
        render: (_: unknown, request: ServiceRequestView) => (
          <RequestRowActions request={request} {...actions} />
        ),
      };
    const field = fields[key as RequestFieldKey];
    return {
      title: field.label,
      align: key === 'amount' ? ('right' as const) : undefined,
      render: (_: unknown, request: ServiceRequestView) => (
        <FieldValueView value={field.value(request)} ellipsis />
      ),
    };
  };

  return columns.map((column) => {
    const field = sortFields[column.key];
    return {
      key: column.key,
      ...(column.sharesRest ? { ellipsis: { showTitle: false } } : { width: column.width }),
      ...(field && sort !== null
        ? {
            sorter: true,
            sortOrder: sortOrderOf(sort, field),
            sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
          }
        : {}),
      ...cellOf(column.key),
    };
  });
}

import type { ServiceRequestView, ServiceRequestSort } from '@memorial-care/contracts/http';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { requestNumberOf } from '../../../lib/service-requests/request-number';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { sortOrderOf, type SortField } from '../utils/list-query';
import {
  humanizeServiceType,
  isKnownServiceType,
} from '../../../lib/service-requests/service-type';
import { PriorityTag } from '../../../components/request-tags';
import { RequestRowActions } from './request-row-actions';
import { RequestStatusCell } from './request-status-cell';

export interface RequestColumnsOptions {
  readonly viewer: ServiceRequestViewer;
  /** The API sort, shown as the header arrows; null when the list cannot be sorted. */
  readonly sort: ServiceRequestSort | null;
  readonly onView: (request: ServiceRequestView) => void;
  readonly onEdit?: (request: ServiceRequestView) => void;
  readonly onDelete?: (request: ServiceRequestView) => void;
  readonly extraActions?: (request: ServiceRequestView) => ReactNode;
}

/** Two lines in a cell: the main fact and a secondary one under it. */
function TwoLines({
  main,
  sub,
  maxWidth,
}: {
  readonly main: string;
  readonly sub?: string | null;
  /** Long lines (emails) end in an ellipsis, the whole text in a tooltip. */
  readonly maxWidth?: number;
}) {
  const ellipsis = maxWidth ? { tooltip: true } : false;
  return (
    <Flex vertical style={{ maxWidth }}>
      <Typography.Text ellipsis={ellipsis}>{main}</Typography.Text>
      {sub && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={ellipsis}>
          {sub}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The list's columns. Clients do not see the caretaker column (spec part 2, §6) and caretakers
 * not the amount (no financial data for them, part 2 §1). Sorting is the server's: a sortable
 * header shows the current sort and reports clicks through the table's onChange.
 */
export function useRequestColumns({
  viewer,
  sort,
  onView,
  onEdit,
  onDelete,
  extraActions,
}: RequestColumnsOptions): ColumnsType<ServiceRequestView> {
  const { t } = useTranslation('serviceRequests');
  const format = useFormat();
  const none = t('list.table.none');
  const sortable = (field: SortField) =>
    sort === null
      ? {}
      : {
          key: field,
          sorter: true,
          sortOrder: sortOrderOf(sort, field),
          sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
        };
  const serviceLabel = (type: string) =>
    isKnownServiceType(type) ? t(`serviceType.${type}`) : humanizeServiceType(type);

  const columns: (ColumnsType<ServiceRequestView>[number] | false)[] = [
    {
      key: 'number',
      title: t('list.table.request'),
      render: (_, request) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          #{requestNumberOf(request.id)}
        </Typography.Text>
      ),
    },
    // Status next to the number: the column people act on stays in view on narrower screens.
    {
      title: t('list.table.status'),
      ...sortable('status'),
      key: 'status',
      render: (_, request) => <RequestStatusCell request={request} viewer={viewer} />,
    },
    // A caretaker's rows carry no client (caretakers see no family's contact details).
    viewer !== 'caretaker' && {
      key: 'client',
      title: t('list.table.client'),
      render: (_, request) =>
        'clientName' in request && (
          <TwoLines main={request.clientName ?? none} sub={request.clientEmail} maxWidth={200} />
        ),
    },
    {
      key: 'service',
      title: t('list.table.service'),
      render: (_, request) => serviceLabel(request.serviceType),
    },
    {
      key: 'location',
      title: t('list.table.location'),
      render: (_, request) =>
        request.cemetery ? (
          <TwoLines main={request.cemetery.name} sub={request.cemetery.city} />
        ) : (
          none
        ),
    },
    {
      key: 'grave',
      title: t('list.table.grave'),
      render: (_, request) =>
        request.grave ? (
          <TwoLines main={request.grave.graveNumber ?? none} sub={request.grave.deceasedName} />
        ) : (
          none
        ),
    },
    viewer !== 'client' && {
      key: 'caretaker',
      title: t('list.table.caretaker'),
      render: (_, request) =>
        request.caretakerName ?? (
          <Typography.Text type="secondary">{t('list.table.unassigned')}</Typography.Text>
        ),
    },
    {
      title: t('list.table.scheduled'),
      ...sortable('scheduledDate'),
      key: 'scheduledDate',
      render: (_, request) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {request.scheduledDate ? format.date(request.scheduledDate) : none}
        </span>
      ),
    },
    {
      title: t('list.table.priority'),
      ...sortable('priority'),
      key: 'priority',
      render: (_, request) => <PriorityTag priority={request.priority} />,
    },
    viewer !== 'caretaker' && {
      title: t('list.table.amount'),
      ...sortable('amount'),
      key: 'amount',
      align: 'right',
      render: (_, request) =>
        'amount' in request && (
          <span style={{ whiteSpace: 'nowrap' }}>{format.eur(request.amount)}</span>
        ),
    },
    {
      key: 'actions',
      title: t('list.table.actions'),
      // Stays in view when the wide table scrolls sideways.
      fixed: 'right',
      render: (_, request) => (
        <RequestRowActions
          request={request}
          onView={onView}
          onEdit={onEdit}
          onDelete={onDelete}
          extraActions={extraActions}
        />
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}

import type { ServiceRequest, ServiceRequestView } from '@memorial-care/contracts/http';
import { Flex } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { CancelRequestButton } from '../../features/client-orders/components/cancel-request-button';
import { RecentPhotosCard } from '../../features/photos/components/recent-photos-card';
import { ServiceRequestDetailsDialog } from '../service-request-details/components/service-request-details-dialog';
import { ServiceRequestFormDialog } from '../../features/service-request-form/components/service-request-form-dialog';
import { useDeleteRequestConfirm } from '../../features/service-requests/hooks/use-delete-request-confirm';
import { useListQuery } from '../../features/service-requests/hooks/use-list-query';
import { useNewRequestParam } from '../../features/service-requests/hooks/use-new-request-param';
import { useServiceRequestList } from '../../features/service-requests/hooks/use-service-request-list';
import { linkedRecordParams, useLinkedRecord } from '../../lib/linked-record';
import type { ServiceRequestViewer } from '../../lib/service-requests/viewer';
import { pageWithinTotal } from '../../features/service-requests/utils/list-query';
import { statusFilterOfTile } from '../../features/service-requests/utils/stat-tiles';
import { RequestFiltersBar } from '../../features/service-requests/components/request-filters-bar';
import { RequestStatTiles } from '../../features/service-requests/components/request-stat-tiles';
import { RequestsList } from '../../features/service-requests/components/requests-list';
import { ServiceRequestsHeader } from '../../features/service-requests/components/service-requests-header';

interface FormDialog {
  /** null: a new request. Kept while the dialog animates closed. */
  readonly request: ServiceRequest | null;
  readonly open: boolean;
}

/**
 * Service Requests (/admin/service-requests, /client/service-requests,
 * /caretaker/service-requests): tiles, search and filters (kept in the URL), the table, and the
 * details and form dialogs. What each viewer may see and do follows spec part 2, §2 and §6.
 */
export function ServiceRequestsPage({ viewer }: { readonly viewer: ServiceRequestViewer }) {
  const isAdmin = viewer === 'admin';
  const [state, updateState] = useListQuery();
  const { rows, tiles } = useServiceRequestList(viewer, state);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  // The header search's request hits open the request's details.
  useLinkedRecord(linkedRecordParams.request, setDetailsId);
  const [form, setForm] = useState<FormDialog>({ request: null, open: false });
  const confirmDelete = useDeleteRequestConfirm();

  // Past the last page (its last request deleted, an old link): show the last one instead.
  const fixedPage =
    rows.items && rows.items.length === 0 && !rows.isFetching
      ? pageWithinTotal(state.page, state.pageSize, rows.total)
      : null;
  useEffect(() => {
    if (fixedPage !== null) updateState({ page: fixedPage }, { replace: true });
  }, [fixedPage, updateState]);

  const openDetails = (request: ServiceRequestView) => setDetailsId(request.id);
  const openForm = (request: ServiceRequest | null) => setForm({ request, open: true });
  // Only admins edit, and their rows are full requests (a caretaker's carry no money fields).
  const editRow = (request: ServiceRequestView) => {
    if ('amount' in request) openForm(request);
  };
  const openNewForm = useCallback(() => setForm({ request: null, open: true }), []);
  useNewRequestParam(isAdmin, openNewForm);

  return (
    <Flex vertical gap="large">
      <ServiceRequestsHeader viewer={viewer} onNew={isAdmin ? openNewForm : undefined} />
      <RequestStatTiles
        tiles={tiles}
        selected={state.status}
        onSelect={(tile) => updateState({ status: statusFilterOfTile(tile) })}
      />
      <RequestFiltersBar viewer={viewer} state={state} onChange={updateState} />
      <RequestsList
        viewer={viewer}
        rows={rows}
        state={state}
        onChange={updateState}
        onView={openDetails}
        onEdit={isAdmin ? editRow : undefined}
        onDelete={isAdmin ? confirmDelete : undefined}
        // A family may call off its own request while it is pending.
        extraActions={
          viewer === 'client' ? (request) => <CancelRequestButton request={request} /> : undefined
        }
      />
      {/* A client sees the proof of the latest visits to their graves. */}
      {viewer === 'client' && <RecentPhotosCard />}

      <ServiceRequestDetailsDialog
        requestId={detailsId}
        viewer={viewer}
        onClose={() => setDetailsId(null)}
      />
      <ServiceRequestFormDialog
        open={form.open}
        request={form.request}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
    </Flex>
  );
}

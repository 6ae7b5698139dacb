import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getServiceRequestQueryOptions } from '../../../lib/service-requests/api/get-service-request';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { UploadQueueRunner } from '../../upload-queue/components/upload-queue-runner';
import { DetailsTitle } from './details-title';
import { ServiceRequestDetailsBody } from './service-request-details-body';

export interface ServiceRequestDetailsDialogProps {
  /** The request shown; null closes the dialog. */
  readonly requestId: string | null;
  readonly viewer: ServiceRequestViewer;
  readonly onClose: () => void;
}

/**
 * The service request details dialog (spec part 2, §2): title with status and priority badges,
 * the Client & Grave, Request Management, Before & After Photos and Quick Actions cards, and the
 * request's History for the admin and the owning client.
 */
export function ServiceRequestDetailsDialog({
  requestId,
  viewer,
  onClose,
}: ServiceRequestDetailsDialogProps) {
  const { t } = useTranslation('serviceRequestDetails');
  // The last request shown stays on screen while the dialog closes.
  const [shownId, setShownId] = useState(requestId);
  if (requestId !== null && requestId !== shownId) setShownId(requestId);
  const details = useQuery({
    ...getServiceRequestQueryOptions(shownId ?? ''),
    enabled: shownId !== null,
  });

  return (
    <Modal
      open={requestId !== null}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      title={shownId && <DetailsTitle requestId={shownId} request={details.data} />}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {/* Sends the photos and moves kept on the device (the caretaker's console does it too). */}
      {viewer !== 'client' && <UploadQueueRunner />}
      {shownId !== null && (
        // Keyed: another request starts out of edit mode.
        <ServiceRequestDetailsBody key={shownId} details={details} viewer={viewer} />
      )}
    </Modal>
  );
}

import type { ServiceRequestView } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiStatus } from '../../../lib/api-client';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { ServiceRequestDetailsContent } from './service-request-details-content';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/** Loading skeleton, the 404 of a deleted request, a load error with retry, or the details. */
export function ServiceRequestDetailsBody({
  details,
  viewer,
}: {
  readonly details: UseQueryResult<ServiceRequestView>;
  readonly viewer: ServiceRequestViewer;
}) {
  const { t } = useTranslation('serviceRequestDetails');

  if (details.isError && isApiStatus(details.error, 404))
    return <Empty description={t('notFound')} />;
  if (details.data) return <ServiceRequestDetailsContent request={details.data} viewer={viewer} />;
  if (details.isError)
    return <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={details} />;
  return <Skeleton active paragraph={{ rows: 10 }} />;
}

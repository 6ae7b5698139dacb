import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PriorityTag, StatusTag } from '../../../components/request-tags';
import { requestNumberOf } from '../../../lib/service-requests/request-number';

/** "Service Request #4F2A9C1B" with its status badge and e.g. 'URGENT PRIORITY'. */
export function DetailsTitle({
  requestId,
  request,
}: {
  readonly requestId: string;
  readonly request: ServiceRequestView | undefined;
}) {
  const { t } = useTranslation('serviceRequests');
  return (
    <Flex align="center" gap="small" wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('requestNumber', { number: requestNumberOf(requestId) })}
      </Typography.Title>
      {request && <StatusTag status={request.status} />}
      {request && <PriorityTag priority={request.priority} long />}
    </Flex>
  );
}

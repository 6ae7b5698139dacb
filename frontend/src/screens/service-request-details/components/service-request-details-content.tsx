import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Col, Flex, Row } from 'antd';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { ClientGraveCard } from './client-grave-card';
import { HistorySection } from './history-section';
import { PhotosCard } from './photos-card';
import { QuickActionsCard } from './quick-actions-card';
import { RequestManagementCard } from './request-management-card';

/**
 * The dialog's cards: details and management side by side, then photos and quick actions, then
 * the History (admin and the owning client; a caretaker may not read it).
 */
export function ServiceRequestDetailsContent({
  request,
  viewer,
}: {
  readonly request: ServiceRequestView;
  readonly viewer: ServiceRequestViewer;
}) {
  const staff = viewer === 'admin' || viewer === 'caretaker';
  return (
    <Flex vertical gap={16} style={{ paddingBlock: 8 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <ClientGraveCard request={request} />
        </Col>
        <Col xs={24} md={12}>
          <RequestManagementCard request={request} viewer={viewer} />
        </Col>
        <Col xs={24} md={staff ? 16 : 24}>
          <PhotosCard request={request} viewer={viewer} />
        </Col>
        {staff && (
          <Col xs={24} md={8}>
            <QuickActionsCard request={request} viewer={viewer} />
          </Col>
        )}
      </Row>
      {viewer !== 'caretaker' && <HistorySection request={request} />}
    </Flex>
  );
}

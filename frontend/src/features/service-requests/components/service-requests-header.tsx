import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';

interface ServiceRequestsHeaderProps {
  readonly viewer: ServiceRequestViewer;
  /** Admins only: opens the new-request form. */
  readonly onNew?: () => void;
}

const subtitleKey = {
  admin: 'list.subtitle',
  caretaker: 'list.subtitleCaretaker',
  client: 'list.subtitleClient',
} as const;

export function ServiceRequestsHeader({ viewer, onNew }: ServiceRequestsHeaderProps) {
  const { t } = useTranslation('serviceRequests');
  return (
    <Flex justify="space-between" align="flex-start" wrap gap="middle">
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t(subtitleKey[viewer])}</Typography.Text>
      </div>
      {onNew && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
          {t('list.newRequest')}
        </Button>
      )}
    </Flex>
  );
}

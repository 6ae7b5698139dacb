import { BellOutlined } from '@ant-design/icons';
import { Button, Empty, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The bell without a made-up count: there is no notification source yet, so it opens an
 * honest empty list. A badge comes with real notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation('app');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('header.notifications')}
      content={
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.noNotifications')} />
      }
    >
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        aria-label={t('header.notifications')}
      />
    </Popover>
  );
}

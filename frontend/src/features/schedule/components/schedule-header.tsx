import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ScheduleHeaderProps {
  readonly viewer: 'admin' | 'caretaker';
  /** Admins only: opens the new-request form. */
  readonly onNew?: () => void;
  /** More actions beside it (a caretaker's calendar subscription, for one). */
  readonly actions?: ReactNode;
}

export function ScheduleHeader({ viewer, onNew, actions }: ScheduleHeaderProps) {
  const { t } = useTranslation('schedule');
  return (
    <Flex justify="space-between" align="flex-start" wrap gap="middle">
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {viewer === 'admin' ? t('subtitle') : t('subtitleCaretaker')}
        </Typography.Text>
      </div>
      <Flex wrap gap="small">
        {actions}
        {onNew && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
            {t('newRequest')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportSerbianCemeteriesButton } from './import-serbian-cemeteries-button';

interface CemeteriesHeaderProps {
  onAdd: () => void;
}

export function CemeteriesHeader({ onAdd }: CemeteriesHeaderProps) {
  const { t } = useTranslation('cemeteries');
  return (
    <Flex justify="space-between" align="flex-start" wrap gap="middle">
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      <Flex wrap gap="small">
        <ImportSerbianCemeteriesButton />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t('actions.add')}
        </Button>
      </Flex>
    </Flex>
  );
}

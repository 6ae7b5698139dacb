import { EnvironmentOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import type { Cemetery } from '@memorial-care/contracts/http';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { regionLine } from '../utils/region-line';

interface CemeteryCardProps {
  cemetery: Cemetery;
  onOpenDetails: () => void;
}

export function CemeteryCard({ cemetery, onOpenDetails }: CemeteryCardProps) {
  const { t } = useTranslation('cemeteries');
  const headingId = useId();
  const line = regionLine(cemetery);
  const caretakerCount = cemetery.caretakerIds.length;

  return (
    // An article named by its heading, so "the card of Novo groblje" is a findable thing.
    <Card
      role="article"
      aria-labelledby={headingId}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <div>
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 20 }}>
          {cemetery.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden />{' '}
          {line.kind === 'region' ? t('card.region', { region: line.region }) : line.country}
        </Typography.Text>
      </div>

      <Flex wrap gap="small">
        <Tag color="green">{t('card.graves', { count: cemetery.gravesCount })}</Tag>
        {/* Open visits want attention; none is the calm default. */}
        <Tag color={cemetery.openVisitsCount > 0 ? 'gold' : 'default'}>
          {t('card.openVisits', { count: cemetery.openVisitsCount })}
        </Tag>
      </Flex>

      <Typography.Text type={cemetery.address ? undefined : 'secondary'}>
        <HomeOutlined aria-label={t('card.address')} /> {cemetery.address ?? t('card.notAvailable')}
      </Typography.Text>

      <Flex justify="space-between" align="center" gap="small" style={{ marginTop: 'auto' }}>
        <Typography.Text type="secondary">
          <TeamOutlined aria-hidden /> {t('card.caretakers', { count: caretakerCount })}
        </Typography.Text>
        <Button onClick={onOpenDetails} aria-describedby={headingId}>
          {t('actions.details')}
        </Button>
      </Flex>
    </Card>
  );
}

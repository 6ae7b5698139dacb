import type { CemeteryDetails } from '@memorial-care/contracts/http';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UpcomingVisits } from './upcoming-visits';

type Grave = CemeteryDetails['graves'][number];

export function CemeteryGravesList({ graves }: { graves: readonly Grave[] }) {
  const { t } = useTranslation('cemeteries');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" gap="small" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
          {t('details.graves')}
        </Typography.Title>
        <Tag variant="filled">{graves.length}</Tag>
      </Flex>
      {graves.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.noGraves')} />
      ) : (
        <Flex vertical gap={12} role="list">
          {graves.map((grave) => (
            <GraveItem key={grave.id} grave={grave} />
          ))}
        </Flex>
      )}
    </section>
  );
}

function GraveItem({ grave }: { grave: Grave }) {
  const { t } = useTranslation('cemeteries');
  return (
    <Card
      role="listitem"
      size="small"
      title={grave.deceasedName}
      extra={
        grave.graveNumber ? (
          <Tag>{t('details.graveNumber', { number: grave.graveNumber })}</Tag>
        ) : undefined
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type={grave.clientName ? undefined : 'secondary'}>
          {grave.clientName
            ? t('details.client', { name: grave.clientName })
            : t('details.noClient')}
        </Typography.Text>
        <UpcomingVisits visits={grave.upcomingVisits} more={grave.moreUpcomingVisits} />
      </Flex>
    </Card>
  );
}

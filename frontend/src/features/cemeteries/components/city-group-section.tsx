import type { Cemetery } from '@memorial-care/contracts/http';
import { Col, Flex, Row, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityGroup } from '../utils/group-by-city';
import { CemeteryCard } from './cemetery-card';

interface CityGroupSectionProps {
  group: CityGroup<Cemetery>;
  onOpenDetails: (id: string) => void;
}

export function CityGroupSection({ group, onOpenDetails }: CityGroupSectionProps) {
  const { t } = useTranslation('cemeteries');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" gap="small" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} id={headingId} style={{ margin: 0 }}>
          {group.city}
        </Typography.Title>
        <Tag variant="filled">{t('list.cityCount', { count: group.count })}</Tag>
      </Flex>
      <Row gutter={[16, 16]}>
        {group.cemeteries.map((cemetery) => (
          <Col key={cemetery.id} xs={24} md={12} xl={8}>
            <CemeteryCard cemetery={cemetery} onOpenDetails={() => onOpenDetails(cemetery.id)} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

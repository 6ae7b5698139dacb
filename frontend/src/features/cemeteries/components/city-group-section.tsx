import { RightOutlined } from '@ant-design/icons';
import type { Cemetery } from '@memorial-care/contracts/http';
import { Button, Col, Row, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityGroup } from '../utils/group-by-city';
import { CemeteryCard } from './cemetery-card';

interface CityGroupSectionProps {
  group: CityGroup<Cemetery>;
  open: boolean;
  onToggle: (open: boolean) => void;
  onOpenDetails: (id: string) => void;
}

/**
 * A city's heading, which opens and closes its cemeteries' cards (the disclosure pattern: a
 * button inside the heading, so headings still lead through the cities).
 */
export function CityGroupSection({ group, open, onToggle, onOpenDetails }: CityGroupSectionProps) {
  const { t } = useTranslation('cemeteries');
  const headingId = useId();
  const panelId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ margin: 0 }}>
        <Button
          type="text"
          size="large"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(!open)}
          icon={<RightOutlined aria-hidden rotate={open ? 90 : 0} />}
          style={{ fontSize: 18, fontWeight: 600, paddingInline: 8 }}
        >
          {group.city}
          <Tag variant="filled" style={{ marginInlineStart: 4, fontWeight: 'normal' }}>
            {t('list.cityCount', { count: group.count })}
          </Tag>
        </Button>
      </Typography.Title>
      {open && (
        <Row id={panelId} gutter={[16, 16]} style={{ marginBlock: '8px 24px' }}>
          {group.cemeteries.map((cemetery) => (
            <Col key={cemetery.id} xs={24} md={12} xl={8}>
              <CemeteryCard cemetery={cemetery} onOpenDetails={() => onOpenDetails(cemetery.id)} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

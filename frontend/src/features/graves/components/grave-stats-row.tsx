import { limits } from '@memorial-care/contracts/domain';
import type { Grave } from '@memorial-care/contracts/http';
import { Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graveStats } from '../utils/grave-stats';

interface GraveStatsRowProps {
  /** undefined until loaded (or after a failed load). */
  readonly graves: readonly Grave[] | undefined;
  readonly loading: boolean;
}

/** Total Graves, Cemeteries and Recent Additions (last 30 days), counted from the graves. */
export function GraveStatsRow({ graves, loading }: GraveStatsRowProps) {
  const { t } = useTranslation('graves');
  const stats = useMemo(() => graveStats(graves ?? [], new Date()), [graves]);
  const counters = [
    { key: 'total', title: t('stats.total'), value: stats.total },
    { key: 'cemeteries', title: t('stats.cemeteries'), value: stats.cemeteries },
    {
      key: 'recent',
      title: t('stats.recent'),
      value: stats.recentAdditions,
      hint: t('stats.recentHint', { days: limits.recentAdditionsDays }),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {counters.map(({ key, title, value, hint }) => (
        <Col key={key} xs={24} sm={8}>
          <Card loading={loading} style={{ height: '100%' }}>
            {/* After a failed load a dash says "unknown" where a 0 would mislead. */}
            <Statistic title={title} value={graves ? value : '—'} />
            {hint && <div style={{ color: 'var(--ant-color-text-secondary)' }}>{hint}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

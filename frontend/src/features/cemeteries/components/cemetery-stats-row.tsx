import type { Cemetery } from '@memorial-care/contracts/http';
import { Card, Col, Grid, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cemeteryStats } from '../utils/cemetery-stats';

interface CemeteryStatsRowProps {
  /** Counters cover all cemeteries, not just the search results; undefined until loaded. */
  cemeteries: readonly Cemetery[] | undefined;
  loading: boolean;
}

export function CemeteryStatsRow({ cemeteries, loading }: CemeteryStatsRowProps) {
  const { t } = useTranslation('cemeteries');
  // Two counters per row on a phone: compact cards keep them above the fold.
  const { md } = Grid.useBreakpoint();
  const stats = useMemo(() => cemeteryStats(cemeteries ?? []), [cemeteries]);
  const counters = [
    { key: 'total', title: t('stats.total'), value: stats.total },
    { key: 'graves', title: t('stats.graves'), value: stats.graves },
    { key: 'cities', title: t('stats.cities'), value: stats.cities },
    { key: 'regions', title: t('stats.regions'), value: stats.regions },
  ];
  return (
    <Row gutter={[16, 16]}>
      {counters.map(({ key, title, value }) => (
        <Col key={key} xs={12} lg={6}>
          <Card loading={loading} size={md ? 'medium' : 'small'} style={{ height: '100%' }}>
            {/* After a failed load a dash says "unknown" where a 0 would mislead. */}
            <Statistic title={title} value={cemeteries ? value : '—'} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

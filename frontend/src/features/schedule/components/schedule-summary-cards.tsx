import type { Schedule } from '@memorial-care/contracts/http';
import { Card, Col, Grid, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

const cards = ['today', 'thisWeek', 'pending', 'completed'] as const;

/** Today's Visits, This Week, Pending and Completed, with the screen's filters. */
export function ScheduleSummaryCards({
  summary,
}: {
  readonly summary: Schedule['summary'] | undefined;
}) {
  const { t } = useTranslation('schedule');
  const { md } = Grid.useBreakpoint();
  return (
    <Row gutter={[16, 16]} role="group" aria-label={t('summary.label')}>
      {cards.map((card) => (
        <Col key={card} xs={12} xl={6}>
          <Card
            size={md ? 'medium' : 'small'}
            loading={summary === undefined}
            style={{ height: '100%' }}
          >
            <Statistic title={t(`summary.${card}`)} value={summary?.[card]} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

import { daysUntil } from '@memorial-care/contracts/domain';
import type { MemorialDayCapacity } from '@memorial-care/contracts/http';
import { Alert, Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { capacityDayAnchor, citiesOverCapacity } from '../utils/capacity-rows';
import { CapacityPlacesTable } from './capacity-places-table';
import { GapTag } from './gap-tag';

interface CapacityDayCardProps {
  readonly day: MemorialDayCapacity;
  /** yyyy-MM-dd, for "in 12 days". */
  readonly today: string;
  /** The day the link asked for (`?date=`), framed. */
  readonly highlighted: boolean;
}

/** One busy day: its totals, a warning when over capacity, and the figures by city. */
export function CapacityDayCard({ day, today, highlighted }: CapacityDayCardProps) {
  const { t } = useTranslation(['memorialCapacity', 'culturalEvents']);
  const format = useFormat();
  const { totals } = day;
  const daysAway = daysUntil(today, day.date);
  const overIn = citiesOverCapacity(day.cities).join(', ');
  const figures = [
    { key: 'booked', value: totals.booked },
    { key: 'caretakersAvailable', value: totals.caretakersAvailable },
    { key: 'capacity', value: totals.capacity },
  ] as const;

  return (
    <Card
      id={capacityDayAnchor(day.date)}
      className={
        highlighted
          ? 'memorial-capacity__day memorial-capacity__day--highlighted'
          : 'memorial-capacity__day'
      }
      title={
        <Flex gap="small" align="baseline" wrap>
          <span>{t(`culturalEvents:events.${day.kind}`)}</span>
          <Typography.Text type="secondary">
            <time dateTime={day.date}>{format.date(day.date)}</time>
            {' · '}
            {daysAway === 0 ? t('today') : t('inDays', { count: daysAway })}
          </Typography.Text>
        </Flex>
      }
      extra={
        totals.overCapacity ? (
          <Tag color="red">{t('overCapacity')}</Tag>
        ) : (
          <Tag color="green">{t('withinCapacity')}</Tag>
        )
      }
    >
      <Flex vertical gap="middle">
        {totals.overCapacity ? (
          <Alert
            type="error"
            showIcon
            title={t('overCapacityAlert', {
              visits: totals.booked,
              capacity: totals.capacity,
              count: totals.caretakersShort,
            })}
            description={overIn ? t('citiesOverCapacity', { places: overIn }) : undefined}
          />
        ) : (
          overIn && (
            <Alert type="warning" showIcon title={t('citiesOverCapacity', { places: overIn })} />
          )
        )}
        <Row gutter={[16, 16]}>
          {figures.map(({ key, value }) => (
            <Col key={key} xs={12} md={6}>
              <Statistic title={t(`figures.${key}`)} value={value} />
            </Col>
          ))}
          <Col xs={12} md={6}>
            <Statistic
              title={t('figures.gap')}
              value={totals.gap}
              formatter={() => <GapTag gap={totals.gap} />}
            />
          </Col>
        </Row>
        <CapacityPlacesTable cities={day.cities} />
      </Flex>
    </Card>
  );
}

import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { Caretaker } from '@memorial-care/contracts/http';
import { Button, Card, Flex, Statistic, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { displayStateOf, holidayBadgeOf } from '../utils/caretaker-status';
import { StatusDot } from './status-dot';

interface CaretakerCardProps {
  caretaker: Caretaker;
  today: string;
  onOpenDetails: () => void;
}

const paymentStatusColor = {
  current: 'green',
  prepaid: 'blue',
  overdue: 'red',
  suspended: 'default',
} as const;

export function CaretakerCard({ caretaker, today, onOpenDetails }: CaretakerCardProps) {
  const { t } = useTranslation('caretakers');
  const format = useFormat();
  const headingId = useId();
  const state = displayStateOf(caretaker, today);
  const badge = holidayBadgeOf(caretaker.holidayDates, today);
  const counts = caretaker.requestCounts;

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Flex align="center" gap="small">
        <StatusDot state={state} />
        <Typography.Title level={4} id={headingId} style={{ margin: 0 }}>
          {caretaker.name}
        </Typography.Title>
      </Flex>

      <Flex wrap gap="small">
        {badge?.kind === 'today' && <Tag color="orange">{t('badges.onHolidayToday')}</Tag>}
        {badge?.kind === 'upcoming' && (
          <Tag color="gold">{t('badges.holidayIn', { count: badge.days })}</Tag>
        )}
        <Tag color={paymentStatusColor[caretaker.paymentStatus]}>
          {t(`paymentStatus.${caretaker.paymentStatus}`)}
        </Tag>
      </Flex>

      <Flex vertical gap={4}>
        <Typography.Text ellipsis>
          <MailOutlined aria-label={t('card.email')} /> {caretaker.email}
        </Typography.Text>
        <Typography.Text>
          <PhoneOutlined aria-label={t('card.phone')} /> {caretaker.phone}
        </Typography.Text>
        <Typography.Text type={caretaker.region ? undefined : 'secondary'}>
          <EnvironmentOutlined aria-label={t('card.region')} />{' '}
          {caretaker.region ?? t('card.noRegion')}
        </Typography.Text>
        <Typography.Text strong={caretaker.perVisitRate !== null}>
          {caretaker.perVisitRate !== null
            ? t('card.rate', { amount: format.eur(caretaker.perVisitRate) })
            : t('card.noRate')}
        </Typography.Text>
      </Flex>

      <Flex justify="space-between" gap="small" role="group" aria-label={t('card.requestsLabel')}>
        <Statistic title={t('card.total')} value={counts.total} />
        <Statistic title={t('card.active')} value={counts.active} />
        <Statistic title={t('card.done')} value={counts.done} />
      </Flex>

      <Flex justify="flex-end" style={{ marginTop: 'auto' }}>
        <Button onClick={onOpenDetails} aria-describedby={headingId}>
          {t('actions.details')}
        </Button>
      </Flex>
    </Card>
  );
}

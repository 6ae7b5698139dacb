import {
  CalendarOutlined,
  EnvironmentOutlined,
  HistoryOutlined,
  HomeOutlined,
} from '@ant-design/icons';
import type { Grave } from '@memorial-care/contracts/http';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

export interface GraveCardProps {
  readonly grave: Grave;
  /** Opens the grave's details (the card's heading button). */
  readonly onOpen: () => void;
  /** Buttons of the screen that shows the card (edit, remove), at its foot. */
  readonly actions?: ReactNode;
}

/**
 * A grave at a glance: deceased name, grave-number badge, cemetery (or Unknown), location (or
 * N/A), last visit (or No visits yet) and next visit (or Not scheduled).
 */
export function GraveCard({ grave, onOpen, actions }: GraveCardProps) {
  const { t } = useTranslation('graves');
  const format = useFormat();
  const headingId = useId();

  return (
    // An article named by its heading, so "the card of Zoran Marković" is a findable thing.
    <Card
      role="article"
      aria-labelledby={headingId}
      hoverable
      onClick={onOpen}
      style={{ height: '100%', cursor: 'pointer' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex justify="space-between" align="start" gap="small">
        <Typography.Title level={4} id={headingId} style={{ margin: 0 }}>
          <Button
            type="link"
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
            style={{
              padding: 0,
              height: 'auto',
              fontSize: 'inherit',
              fontWeight: 'inherit',
              whiteSpace: 'normal',
              textAlign: 'left',
            }}
          >
            {grave.deceasedName}
          </Button>
        </Typography.Title>
        {grave.graveNumber && (
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {t('card.number', { number: grave.graveNumber })}
          </Tag>
        )}
      </Flex>

      <Typography.Text>
        <HomeOutlined aria-label={t('card.cemetery')} />{' '}
        {grave.cemetery?.name ?? t('card.unknownCemetery')}
      </Typography.Text>
      <Typography.Text type={grave.graveLocation ? undefined : 'secondary'}>
        <EnvironmentOutlined aria-label={t('card.location')} />{' '}
        {grave.graveLocation ?? t('card.notAvailable')}
      </Typography.Text>
      <Typography.Text type="secondary">
        <HistoryOutlined aria-hidden /> {t('card.lastVisit')}:{' '}
        {grave.lastVisitAt ? format.date(grave.lastVisitAt) : t('card.noVisits')}
      </Typography.Text>
      <Typography.Text type="secondary">
        <CalendarOutlined aria-hidden /> {t('card.nextVisit')}:{' '}
        {grave.nextVisitAt ? format.date(grave.nextVisitAt) : t('card.notScheduled')}
      </Typography.Text>

      {actions && (
        // The actions act on the grave, not open it.
        <Flex
          justify="flex-end"
          gap="small"
          style={{ marginTop: 'auto' }}
          onClick={(event) => event.stopPropagation()}
        >
          {actions}
        </Flex>
      )}
    </Card>
  );
}

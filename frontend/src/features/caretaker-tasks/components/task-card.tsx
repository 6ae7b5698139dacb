import { CheckOutlined, CloseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { CaretakerTask } from '@memorial-care/contracts/http';
import { Button, Card, Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { QueuedMoveMark } from '../../../components/queued-move-mark';
import { PriorityTag, StatusTag } from '../../../components/request-tags';
import { useTaskCardAction } from '../hooks/use-task-card-action';
import { cardActionsOf, offerKindOf, type CardAction } from '../utils/task-actions';
import { useServiceTypeLabel } from './service-type-label';

interface TaskCardProps {
  readonly task: CaretakerTask;
  /** The signed-in caretaker: decides which buttons the task offers. */
  readonly caretakerId: string | null;
  readonly onOpenDetails: (id: string) => void;
}

const actionIcon: Record<CardAction, ReactNode> = {
  accept: <CheckOutlined aria-hidden />,
  decline: <CloseOutlined aria-hidden />,
  start: <PlayCircleOutlined aria-hidden />,
};

/** A click on a button is the button's, not the card's (which opens the details). */
const only = (handler: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  handler();
};

/**
 * One task: what, where, when, what the caretaker earns; Accept Task and Decline on a pending task,
 * Start Task on a scheduled one (or "Start — waiting for connection" while it is kept on the
 * device), only the status badge on one in progress. A click on the card (outside its buttons)
 * opens the details dialog.
 */
export function TaskCard({ task, caretakerId, onOpenDetails }: TaskCardProps) {
  const { t } = useTranslation('caretakerTasks');
  const format = useFormat();
  const serviceTypeLabel = useServiceTypeLabel();
  const headingId = useId();
  const { run, running, queuedStart } = useTaskCardAction(task.id);
  const actions = cardActionsOf(task, caretakerId);
  const offer = offerKindOf(task, caretakerId);
  const openDetails = () => onOpenDetails(task.id);

  const heading = task.grave?.deceasedName ?? task.cemetery?.name ?? t('card.untitled');
  const details: DescriptionsProps['items'] = [
    {
      key: 'service',
      label: t('card.service'),
      children: serviceTypeLabel(task.serviceType),
    },
    {
      key: 'grave',
      label: t('card.grave'),
      children: task.grave?.graveNumber ?? t('card.none'),
    },
    {
      key: 'cemetery',
      label: t('card.cemetery'),
      children: task.cemetery
        ? t('card.cemeteryAndCity', { name: task.cemetery.name, city: task.cemetery.city })
        : t('card.none'),
    },
    {
      key: 'scheduled',
      label: t('card.scheduled'),
      children: task.scheduledDate ? format.dateTime(task.scheduledDate) : t('card.notScheduled'),
    },
    ...(task.status === 'completed' && task.completedDate
      ? [
          {
            key: 'completed',
            label: t('card.completed'),
            children: format.dateTime(task.completedDate),
          },
        ]
      : []),
    { key: 'earning', label: t('card.earning'), children: format.eur(task.earning) },
    ...(task.specialInstructions?.trim()
      ? [
          {
            key: 'instructions',
            label: t('card.instructions'),
            children: (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                {task.specialInstructions}
              </Typography.Paragraph>
            ),
          },
        ]
      : []),
  ];

  return (
    // An article named by its heading (the deceased), so "the card of Milan Petrović" is findable.
    <Card
      role="article"
      aria-labelledby={headingId}
      aria-busy={running !== null || Boolean(queuedStart?.sending)}
      hoverable
      onClick={openDetails}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Flex justify="space-between" align="flex-start" gap="small" wrap>
        <Typography.Title level={4} id={headingId} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        <Flex gap={4} wrap>
          <StatusTag status={task.status} />
          <PriorityTag priority={task.priority} />
          {offer && (
            <Tag color={offer === 'offeredToYou' ? 'purple' : 'default'}>
              {t(offer === 'open' ? 'card.openOffer' : 'card.offeredToYou')}
            </Tag>
          )}
        </Flex>
      </Flex>

      <Descriptions size="small" column={1} items={details} />

      <Flex align="center" gap="small" wrap style={{ marginTop: 'auto' }}>
        {actions.map((action) =>
          action === 'start' && queuedStart ? (
            <QueuedMoveMark key={action} action="start" sending={queuedStart.sending} />
          ) : (
            <Button
              key={action}
              type={action === 'decline' ? 'default' : 'primary'}
              danger={action === 'decline'}
              icon={actionIcon[action]}
              loading={running === action}
              // Every button of the card waits while one of its actions runs: no double submit.
              disabled={running !== null}
              aria-describedby={headingId}
              onClick={only(() => run(action))}
            >
              {t(`actions.${action}`)}
            </Button>
          ),
        )}
        <Button
          type="link"
          aria-describedby={headingId}
          onClick={only(openDetails)}
          style={{ marginLeft: 'auto' }}
        >
          {t('card.viewDetails')}
        </Button>
      </Flex>
    </Card>
  );
}

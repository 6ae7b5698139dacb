import type { SubscriptionStatus } from '@memorial-care/contracts/domain';
import type { Client } from '@memorial-care/contracts/http';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { isApiStatus } from '../../../lib/api-client';
import { useFormat, useLanguage } from '../../../lib/use-format';
import {
  clientSubscriptionQueryKey,
  getClientSubscriptionQueryOptions,
} from '../api/get-client-subscription';
import { useChangeSubscriptionState, type SubscriptionAction } from '../api/subscription-mutations';
import { useSubscriptionNotifications } from '../hooks/use-subscription-notifications';
import { formatPeriod, isRunning } from '../utils/subscription-form-values';
import { EndSubscriptionDialog } from './end-subscription-dialog';
import { SubscriptionPlanDialog } from './subscription-plan-dialog';

const statusColor: Record<SubscriptionStatus, string> = {
  active: 'green',
  paused: 'gold',
  ended: 'default',
};

const toastOf = { pause: 'paused', resume: 'resumed', end: 'ended' } as const;
const failureOf = { pause: 'pauseFailed', resume: 'resumeFailed', end: 'endFailed' } as const;

/**
 * The family's plan subscription, at the top of the Billing tab: none (or ended) offers Start
 * Subscription; a running one shows its plan, price, status and first month, with Change Plan,
 * Pause or Resume, and End.
 */
export function ClientSubscriptionCard({ client }: { readonly client: Client }) {
  const { t } = useTranslation('clients');
  const { t: tRequests } = useTranslation('serviceRequests');
  const format = useFormat();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const subscription = useQuery(getClientSubscriptionQueryOptions(client.id));
  const changeState = useChangeSubscriptionState();
  const notify = useSubscriptionNotifications();
  const [dialog, setDialog] = useState<'plan' | 'end' | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);

  const run = (action: Exclude<SubscriptionAction, 'end'>) =>
    changeState.mutate(
      { clientId: client.id, action },
      {
        onSuccess: () => notify.success(toastOf[action]),
        onError: (error) => {
          notify.failure(failureOf[action], error);
          // Nothing to pause or resume any more (changed meanwhile): show how it is now.
          if (isApiStatus(error, 409))
            void queryClient.invalidateQueries({ queryKey: clientSubscriptionQueryKey(client.id) });
        },
      },
    );
  const busyWith = (action: SubscriptionAction) =>
    changeState.isPending && changeState.variables.action === action;

  const openDialog = (which: 'plan' | 'end') => {
    setDialogsMounted(true);
    setDialog(which);
  };

  // The dialogs are mounted from the first opening on (nothing to show before), then stay mounted
  // whatever the card shows, so a change of state does not cut them off.
  const card = (content: ReactNode, extra?: ReactNode) => (
    <>
      <section aria-label={t('subscription.title')}>
        <Card size="small" title={t('subscription.title')} extra={extra}>
          {content}
        </Card>
      </section>
      {dialogsMounted && (
        <>
          <SubscriptionPlanDialog
            client={client}
            open={dialog === 'plan'}
            onClose={() => setDialog(null)}
          />
          <EndSubscriptionDialog
            client={client}
            open={dialog === 'end'}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </>
  );

  if (subscription.isPending) return card(<Skeleton active paragraph={{ rows: 2 }} />);
  if (subscription.isError)
    return card(
      <LoadFailedAlert
        title={t('subscription.loadFailed')}
        retryLabel={t('actions.retry')}
        query={subscription}
      />,
    );

  const current = subscription.data.data;
  if (!isRunning(current)) {
    const startButton = (
      <Button type="primary" onClick={() => openDialog('plan')}>
        {t('subscription.actions.start')}
      </Button>
    );
    return card(
      <>
        <Typography.Text strong>
          {current ? t('subscription.ended') : t('subscription.none')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {current
            ? t('subscription.endedHint', {
                plan: tRequests(`plan.${current.plan}`),
                price: format.eur(current.monthlyPrice),
              })
            : t('subscription.noneHint')}
        </Typography.Paragraph>
      </>,
      startButton,
    );
  }

  const actions = (
    <Flex gap="small" wrap justify="end">
      <Button onClick={() => openDialog('plan')} disabled={changeState.isPending}>
        {t('subscription.actions.change')}
      </Button>
      {current.status === 'active' ? (
        <Button
          onClick={() => run('pause')}
          loading={busyWith('pause')}
          disabled={changeState.isPending && !busyWith('pause')}
        >
          {t('subscription.actions.pause')}
        </Button>
      ) : (
        <Button
          onClick={() => run('resume')}
          loading={busyWith('resume')}
          disabled={changeState.isPending && !busyWith('resume')}
        >
          {t('subscription.actions.resume')}
        </Button>
      )}
      <Button danger onClick={() => openDialog('end')} disabled={changeState.isPending}>
        {t('subscription.actions.end')}
      </Button>
    </Flex>
  );

  return card(
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, xl: 4 }}
        items={[
          {
            key: 'plan',
            label: t('subscription.plan'),
            children: tRequests(`plan.${current.plan}`),
          },
          {
            key: 'monthlyPrice',
            label: t('subscription.monthlyPrice'),
            children: format.eur(current.monthlyPrice),
          },
          {
            key: 'status',
            label: t('subscription.status'),
            children: (
              <Tag color={statusColor[current.status]}>
                {t(`subscription.statuses.${current.status}`)}
              </Tag>
            ),
          },
          {
            key: 'since',
            label: t('subscription.since'),
            children: formatPeriod(current.firstPeriod, language),
          },
        ]}
      />
      {current.status === 'paused' && (
        <Typography.Text type="secondary">{t('subscription.pausedHint')}</Typography.Text>
      )}
    </>,
    actions,
  );
}

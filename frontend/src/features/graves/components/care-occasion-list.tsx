import {
  clientOrderLink,
  type CareOccasionView,
  type CarePlan,
} from '@memorial-care/contracts/http';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLinkButton } from '../../../components/router-link-button';
import { StatusTag } from '../../../components/request-tags';
import { useFormat } from '../../../lib/use-format';
import type { useCarePlanChanges } from '../hooks/use-care-plan-changes';
import { careOccasionName } from './care-occasion-name';

/** How many occasions show before "Show all". */
const firstOccasions = 6;

interface CareOccasionListProps {
  readonly plan: CarePlan;
  readonly canEdit: boolean;
  /** The family may order a visit for an occasion of an on-demand plan (the order page). */
  readonly canOrder: boolean;
  readonly preferredServiceType: string | null;
  readonly changes: ReturnType<typeof useCarePlanChanges>;
}

/**
 * The coming occasions: the day, the visit day (moved by the Easter pause), and what is booked;
 * Skip / Undo skip on a plan that books by itself, Order on one that does not.
 */
export function CareOccasionList({ plan, ...rest }: CareOccasionListProps) {
  const { t } = useTranslation('graves');
  const [showAll, setShowAll] = useState(false);
  if (plan.occasions.length === 0)
    return <Typography.Text type="secondary">{t('carePlan.noOccasions')}</Typography.Text>;
  const shown = showAll ? plan.occasions : plan.occasions.slice(0, firstOccasions);
  return (
    <Flex vertical gap="small">
      <ul aria-label={t('carePlan.occasions')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((occasion) => (
          <OccasionRow
            key={occasion.key}
            graveId={plan.graveId}
            occasion={occasion}
            automatic={plan.automatic}
            {...rest}
          />
        ))}
      </ul>
      {plan.occasions.length > firstOccasions && (
        <Button
          type="link"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll
            ? t('carePlan.showFewer')
            : t('carePlan.showAll', { total: plan.occasions.length })}
        </Button>
      )}
    </Flex>
  );
}

function OccasionRow({
  graveId,
  occasion,
  automatic,
  canEdit,
  canOrder,
  preferredServiceType,
  changes,
}: Omit<CareOccasionListProps, 'plan'> & {
  readonly graveId: string;
  readonly occasion: CareOccasionView;
  readonly automatic: boolean;
}) {
  const { t } = useTranslation(['graves', 'common']);
  const format = useFormat();
  const name = careOccasionName(t, occasion);
  const labels = { occasion: name, date: format.date(occasion.visitDate) };
  const { key } = occasion;

  let state;
  if (occasion.request) state = <StatusTag status={occasion.request.status} />;
  else if (occasion.skipped)
    state = (
      <>
        <Tag>{t('carePlan.skipped')}</Tag>
        {canEdit && (
          <Button
            size="small"
            aria-label={t('carePlan.undoSkipFor', labels)}
            loading={changes.isPending('restore', key)}
            onClick={() => changes.change({ kind: 'restore', occasionKey: key })}
          >
            {t('carePlan.undoSkip')}
          </Button>
        )}
      </>
    );
  else if (automatic)
    state = (
      <>
        <Typography.Text type="secondary">{t('carePlan.notBooked')}</Typography.Text>
        {canEdit && (
          <Button
            size="small"
            aria-label={t('carePlan.skipFor', labels)}
            loading={changes.isPending('skip', key)}
            onClick={() => changes.change({ kind: 'skip', occasionKey: key })}
          >
            {t('carePlan.skip')}
          </Button>
        )}
      </>
    );
  else if (canOrder)
    state = (
      <RouterLinkButton
        size="small"
        aria-label={t('carePlan.orderFor', labels)}
        to={clientOrderLink({
          graveId,
          serviceType: preferredServiceType,
          date: occasion.visitDate,
          occasion: key,
        })}
      >
        {t('carePlan.order')}
      </RouterLinkButton>
    );

  return (
    <li style={{ padding: '6px 0' }}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {occasion.visitDate === occasion.date
              ? format.date(occasion.date)
              : `${format.date(occasion.date)} · ${t('carePlan.visitOn', { date: labels.date })}`}
          </Typography.Text>
          {occasion.inEasterPause && (
            <>
              <br />
              <Typography.Text type="warning">{t('carePlan.easterPause')}</Typography.Text>
            </>
          )}
        </div>
        {state && (
          <Flex gap="small" align="center">
            {state}
          </Flex>
        )}
      </Flex>
    </li>
  );
}

import type { Client } from '@memorial-care/contracts/http';
import { Alert, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const planStatusColor = { active: 'green', overdue: 'red', inactive: 'default' } as const;

/**
 * The picked client's plan and plan status; a plan that is not active gets a warning: overdue
 * needs payment, anything else asks to verify the payment status (spec §2).
 */
export function ClientInfoCard({ client }: { readonly client: Client }) {
  const { t } = useTranslation('serviceRequestForm');
  const { t: tr } = useTranslation('serviceRequests');
  return (
    <Card size="small" title={t('clientInfo.title')} style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={2}
        items={[
          {
            key: 'plan',
            label: t('clientInfo.plan'),
            children: client.selectedPlan
              ? tr(`plan.${client.selectedPlan}`)
              : t('clientInfo.noPlan'),
          },
          {
            key: 'planStatus',
            label: t('clientInfo.planStatus'),
            children: (
              <Tag color={planStatusColor[client.planStatus]}>
                {t(`clientInfo.planStatuses.${client.planStatus}`)}
              </Tag>
            ),
          },
        ]}
      />
      {client.planStatus !== 'active' && (
        <Alert
          type={client.planStatus === 'overdue' ? 'error' : 'warning'}
          showIcon
          title={
            client.planStatus === 'overdue'
              ? t('clientInfo.overdueWarning')
              : t('clientInfo.verifyWarning')
          }
        />
      )}
    </Card>
  );
}

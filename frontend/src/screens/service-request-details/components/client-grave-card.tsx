import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { serviceTypeLabelKey } from '../utils/service-type';

/** Card 'Client & Grave Details': who asked, for whom, where, what and for how much. */
export function ClientGraveCard({ request }: { readonly request: ServiceRequestView }) {
  const { t } = useTranslation('serviceRequestDetails');
  const { t: tRequests } = useTranslation('serviceRequests');
  const format = useFormat();
  const none = t('none');
  const serviceTypeKey = serviceTypeLabelKey(request.serviceType);

  const items = [
    // A caretaker's view has no client and no amount, only their own earning.
    ...('clientName' in request
      ? [{ key: 'client', label: t('clientGrave.client'), children: request.clientName ?? none }]
      : []),
    {
      key: 'deceased',
      label: t('clientGrave.deceased'),
      children: request.grave?.deceasedName ?? none,
    },
    {
      key: 'cemetery',
      label: t('clientGrave.cemetery'),
      children: request.cemetery
        ? t('clientGrave.cemeteryAndCity', {
            name: request.cemetery.name,
            city: request.cemetery.city,
          })
        : none,
    },
    {
      key: 'graveNumber',
      label: t('clientGrave.graveNumber'),
      children: request.grave?.graveNumber ?? none,
    },
    {
      key: 'serviceType',
      label: t('clientGrave.serviceType'),
      children: serviceTypeKey ? tRequests(serviceTypeKey) : request.serviceType,
    },
    'amount' in request
      ? { key: 'amount', label: t('clientGrave.amount'), children: format.eur(request.amount) }
      : { key: 'earning', label: t('clientGrave.earning'), children: format.eur(request.earning) },
  ];

  return (
    <Card title={t('clientGrave.title')} size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

import { serviceDay } from '@memorial-care/contracts/domain';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouterLinkButton } from '../../../components/router-link-button';
import { orderPrefillOf } from '../utils/order-prefill';
import { ClientOrderForm } from './client-order-form';
import { OwnGraves } from './own-graves';

/**
 * Client: Order care (/client/order?graveId=&serviceType=&date=&occasion=), the page a grave's
 * Order care button and a reminder mail open, prefilled from the link.
 */
export function ClientOrderPage() {
  const { t } = useTranslation('clientOrders');
  const [search] = useSearchParams();

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      <Card>
        <OwnGraves
          loadingRows={6}
          none={
            <Empty
              description={
                <>
                  {t('graves.none')}
                  <br />
                  {t('graves.noneHint')}
                </>
              }
            >
              <RouterLinkButton type="primary" to="/client/graves">
                {t('graves.toMyGraves')}
              </RouterLinkButton>
            </Empty>
          }
        >
          {(graves) => (
            // Keyed by the link: another link starts a fresh form with its own values.
            <ClientOrderForm
              key={search.toString()}
              graves={graves}
              prefill={orderPrefillOf(search, graves, serviceDay(new Date()).date)}
            />
          )}
        </OwnGraves>
      </Card>
    </Flex>
  );
}

import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderCareButton } from '../../../components/order-care-button';
import { RouterLinkButton } from '../../../components/router-link-button';
import { OwnGraves } from './own-graves';

/** The client dashboard's Order care: each of their graves with a button to order a visit. */
export function OrderCareCard() {
  const { t } = useTranslation('clientOrders');
  return (
    <Card title={t('orderCare.cardTitle')}>
      <Typography.Paragraph type="secondary">{t('orderCare.cardHint')}</Typography.Paragraph>
      <OwnGraves
        loadingRows={2}
        none={
          <Flex vertical gap="small" align="start">
            <Typography.Text type="secondary">{t('graves.noneHint')}</Typography.Text>
            <RouterLinkButton to="/client/graves">{t('graves.toMyGraves')}</RouterLinkButton>
          </Flex>
        }
      >
        {(graves) => (
          <Flex vertical gap="middle" role="list">
            {graves.map((grave) => (
              <Flex
                key={grave.id}
                role="listitem"
                justify="space-between"
                align="center"
                gap="middle"
                wrap
              >
                <Flex vertical>
                  <Typography.Text strong>{grave.deceasedName}</Typography.Text>
                  <Typography.Text type="secondary">
                    {grave.cemetery?.name ?? t('orderCare.unknownCemetery')}
                  </Typography.Text>
                </Flex>
                <OrderCareButton
                  grave={grave}
                  label={t('orderCare.button')}
                  ariaLabel={t('orderCare.label', { name: grave.deceasedName })}
                />
              </Flex>
            ))}
          </Flex>
        )}
      </OwnGraves>
    </Card>
  );
}

import type { Grave } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';

const gravesShown = 5;

/** The client's graves, compact: name, cemetery and the next visit; the rest on My Graves. */
export function GravesListCard({ graves }: { readonly graves: UseQueryResult<readonly Grave[]> }) {
  const { t } = useTranslation('clientDashboard');
  const format = useFormat();

  let content;
  if (graves.isPending) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (graves.isError)
    content = (
      <LoadFailedAlert title={t('graves.loadFailed')} retryLabel={t('retry')} query={graves} />
    );
  else if (graves.data.length === 0)
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('graves.empty')} />;
  else
    content = (
      <Flex vertical gap="small" role="list" aria-label={t('graves.title')}>
        {graves.data.slice(0, gravesShown).map((grave) => (
          <Flex key={grave.id} role="listitem" vertical gap={0}>
            <Typography.Text strong>{grave.deceasedName}</Typography.Text>
            <Typography.Text type="secondary">
              {[
                grave.cemetery && `${grave.cemetery.name}, ${grave.cemetery.city}`,
                grave.nextVisitAt &&
                  t('graves.nextVisit', { date: format.date(grave.nextVisitAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    );

  return (
    <Card title={t('graves.title')} extra={<Link to="/client/graves">{t('graves.viewAll')}</Link>}>
      {content}
    </Card>
  );
}

import type { Grave } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { getOwnGravesQueryOptions } from '../api/get-own-graves';

/**
 * The signed-in client's graves, once loaded: a placeholder while they load, the failure with a
 * retry, `none` when there are none, else what `children` makes of them.
 */
export function OwnGraves({
  loadingRows,
  none,
  children,
}: {
  readonly loadingRows: number;
  readonly none: ReactNode;
  readonly children: (graves: readonly Grave[]) => ReactNode;
}) {
  const { t } = useTranslation('clientOrders');
  const graves = useQuery(getOwnGravesQueryOptions());
  if (graves.isPending) return <Skeleton active paragraph={{ rows: loadingRows }} />;
  if (graves.isError)
    return (
      <LoadFailedAlert
        title={t('graves.loadFailed')}
        retryLabel={t('graves.retry')}
        query={graves}
      />
    );
  return graves.data.length === 0 ? none : children(graves.data);
}

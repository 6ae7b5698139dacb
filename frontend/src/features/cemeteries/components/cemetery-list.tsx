import type { Cemetery } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLanguage } from '../../../lib/languages';
import { groupByCity } from '../utils/group-by-city';
import { filterCemeteries } from '../utils/search-cemeteries';
import { CemeteryListSkeleton } from './cemetery-list-skeleton';
import type { CemeteryView } from '../hooks/use-cemetery-view';
import { CemeteryGroups } from './cemetery-groups';
import { CemeteryTable } from './cemetery-table';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

interface CemeteryListProps {
  query: UseQueryResult<Cemetery[]>;
  search: string;
  view: CemeteryView;
  onOpenDetails: (id: string) => void;
  onEdit: (cemetery: Cemetery) => void;
}

/**
 * The search results under their cities or in one table, with loading, error and empty states.
 */
export function CemeteryList({ query, search, view, onOpenDetails, onEdit }: CemeteryListProps) {
  const { t, i18n } = useTranslation('cemeteries');
  const locale = isLanguage(i18n.language) ? intlLocale[i18n.language] : undefined;
  const found = useMemo(() => filterCemeteries(query.data ?? [], search), [query.data, search]);
  const groups = useMemo(() => groupByCity(found, locale), [found, locale]);

  if (query.isPending) return <CemeteryListSkeleton />;
  if (query.isError) {
    return (
      <LoadFailedAlert title={t('list.loadFailed')} retryLabel={t('actions.retry')} query={query} />
    );
  }
  if (groups.length === 0) {
    return (
      <Empty
        style={{ paddingBlock: 48 }}
        description={
          <Flex vertical gap={4}>
            <strong>{t('list.empty')}</strong>
            <span>
              {search.trim()
                ? t('list.emptySearchHint', { search: search.trim() })
                : t('list.emptyHint')}
            </span>
          </Flex>
        }
      />
    );
  }
  if (view === 'table')
    return (
      <CemeteryTable
        cemeteries={found}
        locale={locale}
        onOpenDetails={onOpenDetails}
        onEdit={onEdit}
      />
    );
  return (
    <CemeteryGroups
      groups={groups}
      searching={search.trim() !== ''}
      onOpenDetails={onOpenDetails}
    />
  );
}

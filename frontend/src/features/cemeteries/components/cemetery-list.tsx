import type { Cemetery } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLanguage } from '../../../lib/languages';
import { groupByCity } from '../utils/group-by-city';
import { filterCemeteries } from '../utils/search-cemeteries';
import { CemeteryListSkeleton } from './cemetery-list-skeleton';
import { CityGroupSection } from './city-group-section';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

interface CemeteryListProps {
  query: UseQueryResult<Cemetery[]>;
  search: string;
  onOpenDetails: (id: string) => void;
}

/** The search results grouped under city headings, with loading, error and empty states. */
export function CemeteryList({ query, search, onOpenDetails }: CemeteryListProps) {
  const { t, i18n } = useTranslation('cemeteries');
  const locale = isLanguage(i18n.language) ? intlLocale[i18n.language] : undefined;
  const groups = useMemo(
    () => groupByCity(filterCemeteries(query.data ?? [], search), locale),
    [query.data, search, locale],
  );

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
  return (
    <Flex vertical gap={32} role="region" aria-label={t('list.label')}>
      {groups.map((group) => (
        <CityGroupSection key={group.city} group={group} onOpenDetails={onOpenDetails} />
      ))}
    </Flex>
  );
}

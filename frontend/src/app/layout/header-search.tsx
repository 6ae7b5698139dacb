import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  searchGroupNames,
  searchLimits,
  type SearchGroupName,
  type SearchResults,
} from '@memorial-care/contracts/http';
import { textLimits } from '@memorial-care/contracts/domain';
import { AutoComplete, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchEverythingQueryOptions } from '../../features/search/api/search-everything';
import { searchHitHref } from '../../features/search/utils/search-links';
import { useServiceTypeLabel } from '../../lib/service-requests/use-service-type-label';
import { useDebouncedSearch } from '../../lib/use-debounced-search';

/** The cemeteries screen: a cemetery hit opens it filtered by the cemetery's name. */
export const searchTarget = '/admin/cemeteries';

interface HeaderSearchProps {
  readonly autoFocus?: boolean;
  readonly onSearched?: () => void;
}

/** A hit: its value names the group too (a grave leads to its client), and where it leads. */
interface HitOption {
  readonly value: string;
  readonly label: React.ReactNode;
}
interface Hit extends HitOption {
  readonly href: string;
}

/** A group's heading with its hits (antd's option group). */
interface GroupOption {
  readonly label: React.ReactNode;
  readonly options: readonly HitOption[];
}

const hitLine = (label: string, detail: string | null) => (
  <Flex vertical>
    <Typography.Text ellipsis>{label}</Typography.Text>
    {detail && (
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {detail}
      </Typography.Text>
    )}
  </Flex>
);

/** Each group's hits. */
const groupHits = (
  group: SearchGroupName,
  results: SearchResults,
  serviceTypeLabel: (type: string) => string,
): Hit[] => {
  const option = (id: string, href: string, label: React.ReactNode) => ({
    value: `${group}:${id}`,
    href,
    label,
  });
  switch (group) {
    case 'graves':
      return results.graves.hits.map((hit) =>
        option(hit.id, searchHitHref.graves(hit), hitLine(hit.label, hit.detail)),
      );
    case 'requests':
      return results.requests.hits.map((hit) =>
        option(
          hit.id,
          searchHitHref.requests(hit),
          hitLine(`${hit.label} · ${serviceTypeLabel(hit.serviceType)}`, hit.detail),
        ),
      );
    default:
      return results[group].hits.map((hit) =>
        option(hit.id, searchHitHref[group](hit), hitLine(hit.label, hit.detail)),
      );
  }
};

/**
 * The admin's search across clients, graves, cemeteries, caretakers and service requests:
 * grouped hits as the admin types (debounced), ArrowDown/Enter or a click opens one.
 */
export function HeaderSearch({ autoFocus, onSearched }: HeaderSearchProps) {
  const { t } = useTranslation('search');
  const serviceTypeLabel = useServiceTypeLabel();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [text, setText] = useDebouncedSearch(term, setTerm);
  const results = useQuery(searchEverythingQueryOptions(term));

  const { groups, hrefs } = useMemo(() => {
    const data = term === '' ? undefined : results.data;
    const found = searchGroupNames
      .map((group) => ({ group, hits: data ? groupHits(group, data, serviceTypeLabel) : [] }))
      .filter(({ hits }) => hits.length > 0);
    const options = found.map(({ group, hits }): GroupOption => ({
      label: (
        <span title={data?.[group].more ? t('more', { count: searchLimits.perGroup }) : undefined}>
          {t(`groups.${group}`)}
          {data?.[group].more ? ` (${searchLimits.perGroup}+)` : ''}
        </span>
      ),
      options: hits.map(({ value, label }) => ({ value, label })),
    }));
    const byValue = new Map(found.flatMap(({ hits }) => hits.map((hit) => [hit.value, hit.href])));
    return { groups: options, hrefs: byValue };
  }, [results.data, term, serviceTypeLabel, t]);

  const notFound =
    term === ''
      ? null
      : results.isError
        ? t('failed')
        : results.isFetching && groups.length === 0
          ? t('searching')
          : t('noResults', { term });

  return (
    <div role="search" className="header-search">
      <AutoComplete<string, HitOption | GroupOption>
        value={text}
        options={groups}
        onChange={(value) => setText(value)}
        onSelect={(value) => {
          const href = hrefs.get(value);
          if (!href) return;
          setText('');
          setTerm('');
          void navigate(href);
          onSearched?.();
        }}
        showSearch={{ filterOption: false }}
        // ArrowDown goes to the first hit; Enter opens the highlighted one.
        defaultActiveFirstOption={false}
        notFoundContent={notFound}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        allowClear
        autoFocus={autoFocus}
        maxLength={textLimits.search}
        popupMatchSelectWidth={360}
        style={{ width: '100%' }}
      />
    </div>
  );
}

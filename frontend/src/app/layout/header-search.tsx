import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where the header search leads: cemeteries are the searchable screen so far. */
export const searchTarget = '/admin/cemeteries';
export const searchParam = 'search';

export const searchHref = (query: string): string => {
  const trimmed = query.trim();
  return trimmed
    ? `${searchTarget}?${new URLSearchParams({ [searchParam]: trimmed })}`
    : searchTarget;
};

interface HeaderSearchProps {
  readonly autoFocus?: boolean;
  readonly onSearched?: () => void;
}

/** Searches for real: opens the cemeteries screen filtered by the query (?search=…). */
export function HeaderSearch({ autoFocus, onSearched }: HeaderSearchProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const location = useLocation();
  // Start from the query the target screen is showing, so the box and the list agree.
  const [query, setQuery] = useState(() =>
    location.pathname === searchTarget
      ? (new URLSearchParams(location.search).get(searchParam) ?? '')
      : '',
  );

  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchHref(query));
        onSearched?.();
      }}
    >
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('header.search')}
        aria-label={t('header.search')}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        autoFocus={autoFocus}
      />
    </form>
  );
}

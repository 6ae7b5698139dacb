import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/**
 * The search lives in `?search=`, so the header search (which navigates here), reloads and the
 * back button all agree with what the box shows. Typing replaces the entry instead of piling up
 * history.
 */
export function useCemeterySearch(): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const setSearch = useCallback(
    (value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('search', value);
          else next.delete('search');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [search, setSearch];
}

interface CemeterySearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function CemeterySearch({ value, onChange }: CemeterySearchProps) {
  const { t } = useTranslation('cemeteries');
  return (
    <Input
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      size="large"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 480 }}
    />
  );
}

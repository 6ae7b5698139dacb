import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';

interface RequestSearchInputProps {
  /** The search the list is filtered by (from the URL). */
  readonly value: string;
  readonly onCommit: (value: string) => void;
}

/** Server-side search, sent after a short pause in typing (or at once on Enter). */
export function RequestSearchInput({ value, onCommit }: RequestSearchInputProps) {
  const { t } = useTranslation('serviceRequests');
  return (
    <DebouncedSearchInput
      value={value}
      onCommit={onCommit}
      label={t('list.search.label')}
      placeholder={t('list.search.placeholder')}
      width={320}
    />
  );
}

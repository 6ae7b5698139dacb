import { SearchOutlined } from '@ant-design/icons';
import { serviceRequestFieldLimits } from '@memorial-care/contracts/http';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';

interface RequestSearchInputProps {
  /** The search the list is filtered by (from the URL). */
  readonly value: string;
  readonly onCommit: (value: string) => void;
}

/** Server-side search, sent after a short pause in typing (or at once on Enter). */
export function RequestSearchInput({ value, onCommit }: RequestSearchInputProps) {
  const { t } = useTranslation('serviceRequests');
  const [text, setText, commitNow] = useDebouncedSearch(value, onCommit);
  return (
    <Input
      type="search"
      aria-label={t('list.search.label')}
      placeholder={t('list.search.placeholder')}
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      maxLength={serviceRequestFieldLimits.search}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={commitNow}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { textLimits } from '@memorial-care/contracts/domain';
import { Input } from 'antd';
import { useDebouncedSearch } from '../lib/use-debounced-search';

interface DebouncedSearchInputProps {
  /** The search the screen is filtered by (from the URL). */
  readonly value: string;
  readonly onCommit: (value: string) => void;
  readonly label: string;
  readonly placeholder: string;
  readonly width: number;
}

/** A server-side search box (every list's search has the same bound): sent after a short pause in typing (or at once on Enter). */
export function DebouncedSearchInput({
  value,
  onCommit,
  label,
  placeholder,
  width,
}: DebouncedSearchInputProps) {
  const [text, setText, commitNow] = useDebouncedSearch(value, onCommit);
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      maxLength={textLimits.search}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={commitNow}
      style={{ width, maxWidth: '100%' }}
    />
  );
}

import { useEffect, useState } from 'react';

export const searchDebounceMs = 300;

/**
 * The search box's own text, committed (trimmed) after a pause in typing. When the committed
 * value changes from elsewhere (back/forward, "Clear filters") the box shows it, unless it is
 * just the text being typed.
 */
export function useDebouncedSearch(
  committed: string,
  commit: (value: string) => void,
  delayMs = searchDebounceMs,
): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }

  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => commit(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, commit, delayMs]);

  /** Enter: search now, without waiting for the pause. */
  const commitNow = () => {
    if (text.trim() !== committed) commit(text.trim());
  };
  return [text, setText, commitNow];
}

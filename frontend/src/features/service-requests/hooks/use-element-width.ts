import { useCallback, useRef, useState } from 'react';

/**
 * The width of the element the returned ref is put on, kept current as the window, the sidebar
 * or the content change; undefined until it is first measured.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number?] {
  const [width, setWidth] = useState<number>();
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}

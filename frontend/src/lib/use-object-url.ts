import { useEffect, useState } from 'react';

/**
 * A URL the page can show `blob` with (a photo still on the device), revoked when the blob
 * changes or the component goes, so its memory is freed.
 */
export function useObjectUrl(blob: Blob | null): string | undefined {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return shown?.blob === blob ? shown.url : undefined;
}

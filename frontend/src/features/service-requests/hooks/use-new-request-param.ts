import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The app header's New Request button leads to `?new=1` (app/layout/app-header.tsx). */
export const newRequestParam = 'new';

/**
 * Opens the new-request form when the URL asks for it (admins only), then drops the parameter
 * so that back, reload or a shared link do not open it again.
 */
export function useNewRequestParam(enabled: boolean, openForm: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = enabled && searchParams.get(newRequestParam) === '1';
  useEffect(() => {
    if (!wanted) return;
    openForm();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(newRequestParam);
        return next;
      },
      { replace: true },
    );
  }, [wanted, openForm, setSearchParams]);
}

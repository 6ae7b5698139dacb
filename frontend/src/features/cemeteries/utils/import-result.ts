import type { CemeteryImportResult } from '@memorial-care/contracts/http';

export interface ToastText {
  key: 'toasts.imported' | 'toasts.alreadyPresent' | 'toasts.nothingToImport';
  count?: number;
}

export interface ImportToast {
  type: 'success' | 'info';
  title: ToastText;
  description?: ToastText;
}

/**
 * The toast after an import: how many were imported and, when some were skipped, that they were
 * already there. Nothing new is not a success to celebrate, so it is an info toast.
 */
export function describeImportResult({ imported, skipped }: CemeteryImportResult): ImportToast {
  const alreadyPresent: ToastText = { key: 'toasts.alreadyPresent', count: skipped };
  if (imported > 0) {
    return {
      type: 'success',
      title: { key: 'toasts.imported', count: imported },
      ...(skipped > 0 ? { description: alreadyPresent } : {}),
    };
  }
  return { type: 'info', title: skipped > 0 ? alreadyPresent : { key: 'toasts.nothingToImport' } };
}

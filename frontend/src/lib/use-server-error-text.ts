import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorTextsOf, type ServerErrorTexts } from './server-error-text';

export type { ServerErrorTexts };

/** The server's errors in the interface language (see server-error-text.ts). */
export function useServerErrorText(): ServerErrorTexts {
  const { t } = useTranslation('common');
  return useMemo(() => serverErrorTextsOf(t), [t]);
}

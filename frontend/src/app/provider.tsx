import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import srRS from 'antd/es/locale/sr_RS';
import { useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Language } from '../lib/languages';
import { createQueryClient } from '../lib/query-client';
import { toastConfig } from '../lib/toast';
import { useDialogFocusWrap } from '../lib/use-dialog-focus-wrap';
import { useLanguage } from '../lib/use-format';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { ErrorBoundary } from './error-boundary';
import { theme } from './theme';

/** antd's own texts (pickers, pagination, empty states) follow the interface language. */
const antdLocales: Record<Language, Locale> = { en: enUS, sr: srRS, de: deDE };

export function AppProvider({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  useDialogFocusWrap();
  const themeConfig = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );

  return (
    <ConfigProvider theme={themeConfig} locale={antdLocales[language]}>
      <AntdApp notification={toastConfig} message={{ maxCount: 1, duration: toastConfig.duration }}>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>{children}</BrowserRouter>
          </QueryClientProvider>
        </ErrorBoundary>
      </AntdApp>
    </ConfigProvider>
  );
}

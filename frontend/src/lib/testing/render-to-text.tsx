import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createInstance, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/**
 * A static render of `node` in English with the given translation namespaces and a query
 * client that `setUp` fills (no DOM, no requests): the HTML, and its visible text on one line.
 */
export async function renderToText(
  node: ReactNode,
  {
    translations,
    setUp,
  }: {
    readonly translations: Resource[string];
    readonly setUp?: (queryClient: QueryClient) => void;
  },
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: Object.keys(translations),
    interpolation: { escapeValue: false },
    resources: { en: translations },
  });
  const queryClient = new QueryClient();
  setUp?.(queryClient);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App>{node}</App>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

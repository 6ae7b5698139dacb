import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Screen } from './resolve-route';
import { screenTitleKeys } from './screen-titles';

/** Names the browser tab after the screen ("Clients · Memorial Care"), in the user's language. */
export function useScreenTitle(screen: Screen | undefined) {
  const { t } = useTranslation('app');
  const title = screen ? t('titles.page', { screen: t(screenTitleKeys[screen]) }) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

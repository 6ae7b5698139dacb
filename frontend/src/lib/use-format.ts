import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatEur, formatWholeEur } from './format';
import { defaultLanguage, isLanguage, type Language } from './languages';

/** The interface language, narrowed to the ones we speak. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}

/** The formatters of lib/format.ts, bound to the interface language. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      eur: (amount: number | string) => formatEur(amount, language),
      wholeEur: (amount: number) => formatWholeEur(amount, language),
      date: (value: string | Date) => formatDate(value, language),
      dateTime: (value: string | Date) => formatDateTime(value, language),
    }),
    [language],
  );
}

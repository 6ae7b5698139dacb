import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/sr';
import updateLocale from 'dayjs/plugin/updateLocale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from './device-storage';
import type { FeatureTranslations } from './i18n-types';
import { defaultLanguage, languages, pickLanguage, type Language } from './languages';

/** Namespaces by name, each a feature's `{ en, sr, de }` texts. */
type NamespaceBundles = Readonly<Record<string, FeatureTranslations<object>>>;

const resourcesFor = (bundles: NamespaceBundles, language: Language) =>
  Object.fromEntries(
    Object.entries(bundles).map(([namespace, strings]) => [namespace, strings[language]]),
  );

const storageKey = 'memorial-care.language';

/** Null also where storage is blocked: the browser's language is used then. */
const readSavedLanguage = (): string | null => readStored(storageKey);

// The spec's week starts on Monday; English (US) would start it on Sunday.
dayjs.extend(updateLocale);
dayjs.updateLocale('en', { weekStart: 1 });

/** dayjs locale names: Serbian `sr` is the Latin script. */
const dayjsLocale: Record<Language, string> = { en: 'en', sr: 'sr', de: 'de' };

function applyLanguage(language: Language) {
  document.documentElement.lang = language === 'sr' ? 'sr-Latn' : language;
  dayjs.locale(dayjsLocale[language]);
}

/**
 * Starts i18next in the saved (or the browser's) language with the namespaces a first page needs;
 * the app shell chooses them (`app/start-i18n.ts`), lazy chunks add theirs with `addNamespaces`.
 */
export function startI18n(bundles: NamespaceBundles): void {
  const initialLanguage = pickLanguage(readSavedLanguage(), navigator.languages);
  void i18n.use(initReactI18next).init({
    resources: {
      en: resourcesFor(bundles, 'en'),
      sr: resourcesFor(bundles, 'sr'),
      de: resourcesFor(bundles, 'de'),
    },
    lng: initialLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: ['en', 'sr', 'de'],
    ns: Object.keys(bundles),
    defaultNS: 'app',
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  applyLanguage(initialLanguage);
}

/** Switches the interface language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStored(storageKey, language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

/** Adds namespaces loaded with a lazy chunk (the consoles'), in every language. */
export function addNamespaces(bundles: NamespaceBundles): void {
  for (const [namespace, strings] of Object.entries(bundles))
    for (const language of languages)
      i18n.addResourceBundle(language, namespace, strings[language], true, true);
}

export { i18n };

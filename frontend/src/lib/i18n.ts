import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/sr';
import updateLocale from 'dayjs/plugin/updateLocale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appI18n } from '../app/i18n';
import { authI18n } from '../features/auth/i18n';
import { culturalEventsI18n } from '../features/cultural-events/i18n';
import { guestRequestI18n } from '../features/guest-request/i18n';
import { inviteI18n } from '../features/invite/i18n';
import { landingI18n } from '../features/landing/i18n';
import { registrationI18n } from '../features/registration/i18n';
import { commonI18n } from './common-i18n';
import type { consoleNamespaces } from './console-i18n';
import type { FeatureTranslations } from './i18n-types';
import { defaultLanguage, languages, pickLanguage, type Language } from './languages';

/**
 * The namespaces a signed-out visitor can meet (landing page, its dialogs, sign-in, invite),
 * registered at start. A feature keeps its strings in `features/<feature>/i18n.ts` (exporting
 * `{ en, sr, de }`) and is added here or, when only the role consoles use it, in
 * `console-i18n.ts`, which the consoles load with their chunk: the landing page's first load
 * stays within its JavaScript budget.
 */
const landingNamespaces = {
  app: appI18n,
  common: commonI18n,
  auth: authI18n,
  landing: landingI18n,
  registration: registrationI18n,
  guestRequest: guestRequestI18n,
  culturalEvents: culturalEventsI18n,
  invite: inviteI18n,
} as const;

type Namespaces = typeof landingNamespaces & typeof consoleNamespaces;
type Namespace = keyof Namespaces;

const resourcesFor = (language: Language) =>
  Object.fromEntries(
    Object.entries(landingNamespaces).map(([namespace, strings]) => [namespace, strings[language]]),
  );

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    // Keys are checked against the English strings, the reference text.
    resources: { [N in Namespace]: Namespaces[N]['en'] };
  }
}

const storageKey = 'memorial-care.language';

const readSavedLanguage = (): string | null => {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null; // storage blocked (private mode, strict settings): fall back to the browser
  }
};

// The spec's week starts on Monday; English (US) would start it on Sunday.
dayjs.extend(updateLocale);
dayjs.updateLocale('en', { weekStart: 1 });

/** dayjs locale names: Serbian `sr` is the Latin script. */
const dayjsLocale: Record<Language, string> = { en: 'en', sr: 'sr', de: 'de' };

function applyLanguage(language: Language) {
  document.documentElement.lang = language === 'sr' ? 'sr-Latn' : language;
  dayjs.locale(dayjsLocale[language]);
}

const initialLanguage = pickLanguage(readSavedLanguage(), navigator.languages);

void i18n.use(initReactI18next).init({
  resources: {
    en: resourcesFor('en'),
    sr: resourcesFor('sr'),
    de: resourcesFor('de'),
  },
  lng: initialLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ['en', 'sr', 'de'],
  ns: Object.keys(landingNamespaces),
  defaultNS: 'app',
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
});
applyLanguage(initialLanguage);

/** Switches the interface language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // not remembered, still switched
  }
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

/** Adds namespaces loaded with a lazy chunk (the consoles'), in every language. */
export function addNamespaces(
  bundles: Readonly<Record<string, FeatureTranslations<object>>>,
): void {
  for (const [namespace, strings] of Object.entries(bundles))
    for (const language of languages)
      i18n.addResourceBundle(language, namespace, strings[language], true, true);
}

export { i18n };

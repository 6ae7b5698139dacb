import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/sr';
import updateLocale from 'dayjs/plugin/updateLocale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appI18n } from '../app/i18n';
import { authI18n } from '../features/auth/i18n';
import { caretakersI18n } from '../features/caretakers/i18n';
import { cemeteriesI18n } from '../features/cemeteries/i18n';
import { clientRegistrationsI18n } from '../features/client-registrations/i18n';
import { clientsI18n } from '../features/clients/i18n';
import { culturalEventsI18n } from '../features/cultural-events/i18n';
import { gravesI18n } from '../features/graves/i18n';
import { guestRequestI18n } from '../features/guest-request/i18n';
import { hubI18n } from '../features/hub/i18n';
import { inviteI18n } from '../features/invite/i18n';
import { landingI18n } from '../features/landing/i18n';
import { photosI18n } from '../features/photos/i18n';
import { registrationI18n } from '../features/registration/i18n';
import { roleSwitchI18n } from '../features/role-switch/i18n';
import { serviceRequestDetailsI18n } from '../features/service-request-details/i18n';
import { serviceRequestFormI18n } from '../features/service-request-form/i18n';
import { serviceRequestsI18n } from '../features/service-requests/i18n';
import { caretakerTasksI18n } from '../features/caretaker-tasks/i18n';
import { commonI18n } from './common-i18n';
import { defaultLanguage, pickLanguage, type Language } from './languages';

/**
 * Every namespace, registered explicitly: a feature keeps its strings in
 * `features/<feature>/i18n.ts` (exporting `{ en, sr, de }`) and is added here once.
 */
const namespaces = {
  app: appI18n,
  common: commonI18n,
  auth: authI18n,
  landing: landingI18n,
  registration: registrationI18n,
  guestRequest: guestRequestI18n,
  hub: hubI18n,
  culturalEvents: culturalEventsI18n,
  cemeteries: cemeteriesI18n,
  caretakers: caretakersI18n,
  invite: inviteI18n,
  clientRegistrations: clientRegistrationsI18n,
  clients: clientsI18n,
  roleSwitch: roleSwitchI18n,
  serviceRequests: serviceRequestsI18n,
  serviceRequestDetails: serviceRequestDetailsI18n,
  serviceRequestForm: serviceRequestFormI18n,
  caretakerTasks: caretakerTasksI18n,
  graves: gravesI18n,
  photos: photosI18n,
} as const;

type Namespace = keyof typeof namespaces;

const resourcesFor = (language: Language) =>
  Object.fromEntries(
    Object.entries(namespaces).map(([namespace, strings]) => [namespace, strings[language]]),
  );

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    // Keys are checked against the English strings, the reference text.
    resources: { [N in Namespace]: (typeof namespaces)[N]['en'] };
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
  ns: Object.keys(namespaces),
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

export { i18n };

import { createInstance } from 'i18next';
import type { Language } from '../../../lib/languages';
import { serviceRequestFormI18n } from '../i18n';
import type { FormT } from '../utils/issue-message';

/** The form's `t` in one language, for unit tests of the texts (no React, no app set-up). */
export function formT(language: Language = 'en'): FormT {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    ns: ['serviceRequestForm'],
    defaultNS: 'serviceRequestForm',
    resources: Object.fromEntries(
      (['en', 'sr', 'de'] as const).map((lng) => [
        lng,
        { serviceRequestForm: serviceRequestFormI18n[lng] },
      ]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.getFixedT(language, 'serviceRequestForm');
}

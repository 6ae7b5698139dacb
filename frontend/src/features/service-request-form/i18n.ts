import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the Service request form (namespace `serviceRequestForm`). English follows the spec's wording exactly.

const en = {
  title: 'Service request form',
};

export const serviceRequestFormI18n = {
  en,
  sr: { title: 'Service request form' },
  de: { title: 'Service request form' },
} satisfies FeatureTranslations<typeof en>;

import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the Service request details (namespace `serviceRequestDetails`). English follows the spec's wording exactly.

const en = {
  title: 'Service request details',
};

export const serviceRequestDetailsI18n = {
  en,
  sr: { title: 'Service request details' },
  de: { title: 'Service request details' },
} satisfies FeatureTranslations<typeof en>;

import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the Caretaker tasks (namespace `caretakerTasks`). English follows the spec's wording exactly.

const en = {
  title: 'Caretaker tasks',
};

export const caretakerTasksI18n = {
  en,
  sr: { title: 'Caretaker tasks' },
  de: { title: 'Caretaker tasks' },
} satisfies FeatureTranslations<typeof en>;

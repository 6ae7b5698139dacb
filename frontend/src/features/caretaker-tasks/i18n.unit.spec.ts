import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { caretakerTasksI18n } from './i18n';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (tree: Tree) => new Set(flatten(tree).map((key) => key.replace(pluralSuffix, '')));

const languages = Object.keys(caretakerTasksI18n) as (keyof typeof caretakerTasksI18n)[];

const translator = async (language: keyof typeof caretakerTasksI18n) => {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    ns: ['caretakerTasks'],
    defaultNS: 'caretakerTasks',
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      languages.map((lng) => [lng, { caretakerTasks: caretakerTasksI18n[lng] }]),
    ),
  });
  return i18n.getFixedT(language, 'caretakerTasks');
};

describe('caretakerTasks translations', () => {
  it.each(languages)('%s has exactly the English keys', (language) => {
    expect([...baseKeys(caretakerTasksI18n[language])].sort()).toEqual(
      [...baseKeys(caretakerTasksI18n.en)].sort(),
    );
  });

  it.each(languages)('%s has every plural form its language needs', (language) => {
    const keys = new Set(flatten(caretakerTasksI18n[language]));
    const pluralBases = new Set(
      flatten(caretakerTasksI18n.en)
        .filter((key) => pluralSuffix.test(key))
        .map((key) => key.replace(pluralSuffix, '')),
    );
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
  });

  it.each(languages)('%s keeps the placeholders of the English strings', (language) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    const lookup = (tree: Tree, key: string) =>
      key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          tree,
        );
    for (const key of flatten(caretakerTasksI18n.en)) {
      const english = lookup(caretakerTasksI18n.en, key);
      const base = key.replace(pluralSuffix, '');
      const translated =
        lookup(caretakerTasksI18n[language], key) ??
        lookup(caretakerTasksI18n[language], `${base}_other`);
      expect(typeof translated, `${language}: ${key}`).toBe('string');
      expect(placeholders(translated as string).sort(), `${language}: ${key}`).toEqual(
        placeholders(english as string).sort(),
      );
    }
  });

  it('renders the spec wording in English', async () => {
    const t = await translator('en');
    expect(t('actions.accept')).toBe('Accept Task');
    expect(t('actions.decline')).toBe('Decline');
    expect(t('actions.start')).toBe('Start Task');
    expect(t('tabs.pending', { count: 2 })).toBe('Pending (2)');
    expect(t('tabs.scheduled', { count: 1 })).toBe('Scheduled (1)');
    expect(t('tabs.in_progress', { count: 0 })).toBe('In Progress (0)');
    expect(t('tabs.all', { count: 7 })).toBe('All Tasks (7)');
    expect(t('toasts.accepted')).toBe('Task Accepted');
    expect(t('toasts.acceptedDescription')).toBe('Task has been scheduled successfully');
    expect(t('toasts.declined')).toBe('Task Declined');
    expect(t('toasts.declinedDescription')).toContain('returned to pending status');
    expect(t('toasts.started')).toBe('Task Started');
    expect(t('toasts.acceptFailed')).toBe('Failed to accept task');
    expect(t('toasts.declineFailed')).toBe('Failed to decline task');
    expect(t('toasts.startFailed')).toBe('Failed to start task');
    expect(t('empty')).toBe('No tasks found');
    expect(t('header.activeTasks', { count: 1 })).toBe('You have 1 active task');
    expect(t('header.activeTasks', { count: 3 })).toBe('You have 3 active tasks');
    expect(t('header.changeFromLastMonth', { change: '+12%' })).toBe('+12% from last month');
  });

  it('uses the Serbian plural forms', async () => {
    const t = await translator('sr');
    expect(t('header.activeTasks', { count: 1 })).toBe('Imate 1 aktivan zadatak');
    expect(t('header.activeTasks', { count: 3 })).toBe('Imate 3 aktivna zadatka');
    expect(t('header.activeTasks', { count: 5 })).toBe('Imate 5 aktivnih zadataka');
    expect(t('header.activeTasks', { count: 21 })).toBe('Imate 21 aktivan zadatak');
    expect(t('tabs.all', { count: 4 })).toBe('Svi zadaci (4)');
  });
});

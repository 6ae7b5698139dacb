import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serviceRequestDetailsI18n } from './i18n';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

const valueAt = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
  return value as string;
};

const languages = Object.keys(
  serviceRequestDetailsI18n,
) as (keyof typeof serviceRequestDetailsI18n)[];

describe('service request details translations', () => {
  it.each(languages)('%s has exactly the English keys', (language) => {
    expect(flatten(serviceRequestDetailsI18n[language]).sort()).toEqual(
      flatten(serviceRequestDetailsI18n.en).sort(),
    );
  });

  it.each(languages)('%s uses the same placeholders as English in every text', (language) => {
    for (const key of flatten(serviceRequestDetailsI18n.en)) {
      expect(placeholders(valueAt(serviceRequestDetailsI18n[language], key)), key).toEqual(
        placeholders(valueAt(serviceRequestDetailsI18n.en, key)),
      );
    }
  });

  it.each(languages)('%s has no empty texts', (language) => {
    for (const key of flatten(serviceRequestDetailsI18n[language])) {
      expect(valueAt(serviceRequestDetailsI18n[language], key).trim(), key).not.toBe('');
    }
  });

  it("renders the spec's wording in English", async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      ns: ['serviceRequestDetails'],
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        languages.map((language) => [
          language,
          { serviceRequestDetails: serviceRequestDetailsI18n[language] },
        ]),
      ),
    });
    const t = i18n.getFixedT('en', 'serviceRequestDetails');
    expect(t('clientGrave.title')).toBe('Client & Grave Details');
    expect(t('management.title')).toBe('Request Management');
    expect(t('management.notScheduled')).toBe('Not scheduled');
    expect(t('management.notCompleted')).toBe('Not completed');
    expect(t('management.noInstructions')).toBe('No special instructions');
    expect(t('management.notesPlaceholder')).toBe('Add notes or special instructions...');
    expect(t('management.save')).toBe('Save Changes');
    expect(t('management.saving')).toBe('Saving...');
    expect(t('photos.title')).toBe('Before & After Photos');
    expect(t('photos.empty')).toBe('No photos uploaded yet');
    expect(t('quickActions.title')).toBe('Quick Actions');
    expect(t('quickActions.start')).toBe('Start Work');
    expect(t('quickActions.complete')).toBe('Mark Complete');
    expect(t('toasts.success')).toBe('Success');
    expect(t('toasts.updated')).toBe('Service request updated successfully');
    expect(t('toasts.error')).toBe('Error');
    expect(t('toasts.updateFailed')).toBe('Failed to update service request');
    expect(t('toasts.started')).toBe('Task Started');
    expect(t('toasts.startFailed')).toBe('Failed to start task');
    expect(t('history.statusChanged', { from: 'Pending', to: 'Scheduled' })).toBe(
      'Status changed: Pending → Scheduled',
    );
    expect(t('history.accepted', { name: 'Dragan Nikolić' })).toBe('Accepted by Dragan Nikolić');
  });
});

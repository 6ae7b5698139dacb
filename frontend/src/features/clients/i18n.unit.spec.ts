import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { clientsI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('clients translations', () => {
  it("renders the spec's wording in English", () => {
    const t = featureT('clients', clientsI18n);
    expect(t('deleteConfirm.content', { name: 'Milica Jovanović' })).toBe(
      'Are you sure you want to delete Milica Jovanović? This action cannot be undone.',
    );
    expect(t('profile.selectTitle')).toBe('Select a client');
    expect(t('toasts.addedWithGrave')).toBe('Client and grave added successfully');
    expect(t('toasts.graveFailed')).toBe('Failed to create grave');
    expect(t('graves.empty')).toBe('No graves registered');
    expect(t('deleteConfirm.openRequests', { name: 'Ana', count: 1 })).toMatch(
      /^Ana has 1 open service request\. It must/,
    );
  });

  it("names the subscription's buttons and toasts as the end-to-end test clicks them", () => {
    const t = featureT('clients', clientsI18n);
    expect(
      (['start', 'change', 'pause', 'resume', 'end'] as const).map((action) =>
        t(`subscription.actions.${action}`),
      ),
    ).toEqual(['Start Subscription', 'Change Plan', 'Pause', 'Resume', 'End']);
    expect(
      (['started', 'changed', 'paused', 'resumed', 'ended'] as const).map((toast) =>
        t(`subscription.toasts.${toast}`),
      ),
    ).toEqual([
      'Subscription started',
      'Subscription changed',
      'Subscription paused',
      'Subscription resumed',
      'Subscription ended',
    ]);
    expect(t('subscription.endConfirm.ok')).toBe('End Subscription');
  });

  it('counts clients with Serbian plurals', () => {
    const sr = featureT('clients', clientsI18n, 'sr');
    expect(sr('list.count', { count: 1 })).toBe('1 klijent');
    expect(sr('list.count', { count: 3 })).toBe('3 klijenta');
    expect(sr('list.count', { count: 11 })).toBe('11 klijenata');
  });
});

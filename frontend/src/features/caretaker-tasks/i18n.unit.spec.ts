import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { caretakerTasksI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('caretakerTasks translations', () => {
  it('renders the spec wording in English', () => {
    const t = featureT('caretakerTasks', caretakerTasksI18n);
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

  it('uses the Serbian plural forms', () => {
    const t = featureT('caretakerTasks', caretakerTasksI18n, 'sr');
    expect(t('header.activeTasks', { count: 1 })).toBe('Imate 1 aktivan zadatak');
    expect(t('header.activeTasks', { count: 3 })).toBe('Imate 3 aktivna zadatka');
    expect(t('header.activeTasks', { count: 5 })).toBe('Imate 5 aktivnih zadataka');
    expect(t('header.activeTasks', { count: 21 })).toBe('Imate 21 aktivan zadatak');
    expect(t('tabs.all', { count: 4 })).toBe('Svi zadaci (4)');
  });
});

import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { serviceRequestDetailsI18n } from './i18n';

// Keys, placeholders, empty texts: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('service request details translations', () => {
  it("renders the spec's wording in English", () => {
    const t = featureT('serviceRequestDetails', serviceRequestDetailsI18n);
    expect(t('clientGrave.title')).toBe('Client & Grave Details');
    expect(t('management.title')).toBe('Request Management');
    expect(t('management.notScheduled')).toBe('Not scheduled');
    expect(t('management.notCompleted')).toBe('Not completed');
    expect(t('management.noInstructions')).toBe('No special instructions');
    expect(t('management.notesPlaceholder')).toBe('Add notes or special instructions...');
    expect(t('management.save')).toBe('Save Changes');
    expect(t('management.saving')).toBe('Saving...');
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
    expect(t('history.photoAdded.before')).toBe('Before photo added');
    expect(t('history.photoAdded.after')).toBe('After photo added');
    expect(t('history.photoAddedWithDescription.after', { description: 'Fresh flowers' })).toBe(
      'After photo added: Fresh flowers',
    );
    expect(t('history.photoDeleted.before')).toBe('Before photo deleted');
    expect(t('history.photoDeleted.after')).toBe('After photo deleted');
  });
});

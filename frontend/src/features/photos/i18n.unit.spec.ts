import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { photosI18n } from './i18n';

// Keys, placeholders, empty texts: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('photos translations', () => {
  it("renders the spec's wording in English", () => {
    const t = featureT('photos', photosI18n);
    expect(t('title')).toBe('Before & After Photos');
    expect(t('empty')).toBe('No photos uploaded yet');
    expect(t('groups.before')).toBe('Before');
    expect(t('groups.after')).toBe('After');
    expect(t('add.before')).toBe('Add Before');
    expect(t('add.after')).toBe('Add After');
    expect(t('deleteConfirm')).toBe('Are you sure you want to delete this photo?');
    expect(photosI18n.en.toasts).toEqual({
      success: 'Success',
      uploaded: 'Photo uploaded successfully',
      error: 'Error',
      uploadFailed: 'Failed to upload photo',
      deleted: 'Photo deleted',
      deletedDescription: 'Photo has been successfully deleted.',
      deleteFailed: 'Error deleting photo',
      deleteFailedDescription: 'Failed to delete photo. Please try again.',
    });
    expect(t('fileProblems.tooLarge', { name: 'a.jpg', max: 20 })).toBe(
      'a.jpg is larger than 20 MB.',
    );
  });
});

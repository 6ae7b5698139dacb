import { describe, expect, it } from 'vitest';
import { gravesI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('graves translations', () => {
  it('has the spec wording for the toasts, the form messages and the empty state', () => {
    expect(gravesI18n.en.toasts).toEqual({
      added: 'Grave added successfully',
      updated: 'Grave updated successfully',
      removed: 'Grave removed successfully',
      addFailed: 'Failed to add grave. Please try again.',
      updateFailed: 'Failed to update grave. Please try again.',
      removeFailed: 'Failed to remove grave. Please try again.',
    });
    expect(gravesI18n.en.list.empty).toBe('No graves found');
    expect(gravesI18n.en.validation).toMatchObject({
      deceasedNameRequired: 'Deceased name is required',
      graveNumberRequired: 'Grave number is required',
      cemeteryRequired: 'Cemetery is required',
    });
    expect(gravesI18n.en.stats).toMatchObject({
      total: 'Total Graves',
      cemeteries: 'Cemeteries',
      recent: 'Recent Additions',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { describeImportResult } from './import-result';

describe('describeImportResult', () => {
  it('celebrates imports and mentions the ones already there', () => {
    expect(describeImportResult({ imported: 12, skipped: 3 })).toEqual({
      type: 'success',
      title: { key: 'toasts.imported', count: 12 },
      description: { key: 'toasts.alreadyPresent', count: 3 },
    });
  });

  it('says nothing about skipped ones when none were skipped', () => {
    expect(describeImportResult({ imported: 5, skipped: 0 })).toEqual({
      type: 'success',
      title: { key: 'toasts.imported', count: 5 },
    });
  });

  it('informs when everything was already there', () => {
    expect(describeImportResult({ imported: 0, skipped: 40 })).toEqual({
      type: 'info',
      title: { key: 'toasts.alreadyPresent', count: 40 },
    });
  });

  it('informs when there was nothing to import', () => {
    expect(describeImportResult({ imported: 0, skipped: 0 })).toEqual({
      type: 'info',
      title: { key: 'toasts.nothingToImport' },
    });
  });
});

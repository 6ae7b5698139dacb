import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { featureT } from '../../../lib/testing/translation-checks';
import { cemeteriesI18n } from '../i18n';
import { gravesBlockingDelete } from './delete-refusal';

const refusal = (body: ConstructorParameters<typeof ApiRequestError>[2]) =>
  new ApiRequestError(409, JSON.stringify(body), body);

describe('gravesBlockingDelete', () => {
  it('reads the number of graves from a 409 CEMETERY_HAS_GRAVES', () => {
    const error = refusal({
      message: 'This cemetery has 2 graves. Move or delete them before deleting the cemetery.',
      code: 'CEMETERY_HAS_GRAVES',
      details: { graves: 2 },
    });
    expect(gravesBlockingDelete(error)).toBe(2);
  });

  it('is null for any other failure', () => {
    expect(gravesBlockingDelete(refusal({ message: 'Not found', code: 'NOT_FOUND' }))).toBeNull();
    expect(gravesBlockingDelete(new Error('network'))).toBeNull();
  });

  it('is said in every language', () => {
    expect(featureT('cemeteries', cemeteriesI18n)('toasts.hasGraves', { count: 2 })).toBe(
      'This cemetery has 2 graves. Move or delete them before deleting the cemetery.',
    );
    expect(featureT('cemeteries', cemeteriesI18n, 'sr')('toasts.hasGraves', { count: 3 })).toBe(
      'Na ovom groblju su 3 groba. Premestite ili obrišite grobove pre brisanja groblja.',
    );
    expect(featureT('cemeteries', cemeteriesI18n, 'de')('toasts.hasGraves', { count: 1 })).toBe(
      'Auf diesem Friedhof liegt 1 Grab. Verlegen oder löschen Sie die Gräber, bevor Sie den Friedhof löschen.',
    );
  });
});

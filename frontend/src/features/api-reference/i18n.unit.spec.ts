import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { apiReferenceI18n } from './i18n';

describe('API reference translations', () => {
  it('renders the page’s texts with their values', () => {
    const t = featureT('apiReference', apiReferenceI18n);
    expect(t('title')).toBe('API Reference');
    expect(t('operations', { count: 1 })).toBe('1 route');
    expect(t('operations', { count: 6 })).toBe('6 routes');
    expect(t('version', { title: 'Memorial Care API', version: '1', openapi: '3.1.0' })).toBe(
      'Memorial Care API 1 · OpenAPI 3.1.0',
    );
  });

  it('counts routes with the Serbian plural forms', () => {
    const t = featureT('apiReference', apiReferenceI18n, 'sr');
    expect(t('operations', { count: 1 })).toBe('1 ruta');
    expect(t('operations', { count: 3 })).toBe('3 rute');
    expect(t('operations', { count: 12 })).toBe('12 ruta');
  });
});

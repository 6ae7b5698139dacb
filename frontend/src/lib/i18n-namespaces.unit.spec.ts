import { describe, expect, it } from 'vitest';
import { describeTranslationKeys, type FeatureI18n } from './testing/translation-checks';

// Every namespace's texts, found where they live (`features/<feature>/i18n.ts` or
// `screens/<screen>/i18n.ts` exporting `<namespace>I18n`, the shell's `app/i18n.ts` and the shared
// `lib/common-i18n.ts`), so a new feature is checked without being listed here. Read from the
// files rather than from `app/start-i18n.ts`, which sets up the browser's i18next on import.
const modules = import.meta.glob<Record<string, FeatureI18n>>(
  ['../features/*/i18n.ts', '../screens/*/i18n.ts', '../app/i18n.ts', './common-i18n.ts'],
  { eager: true },
);

const namespaces = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([exported]) => exported.endsWith('I18n'))
    .map(([exported, featureI18n]) => ({
      path,
      name: exported.slice(0, -'I18n'.length),
      featureI18n,
    })),
);

describe('i18n namespaces', () => {
  it('finds one namespace in every i18n file', () => {
    expect(namespaces.map(({ path }) => path).sort()).toEqual(Object.keys(modules).sort());
    expect(namespaces.map(({ name }) => name)).toContain('app');
    expect(namespaces.length).toBeGreaterThanOrEqual(16);
  });
});

for (const { name, featureI18n } of namespaces) describeTranslationKeys(name, featureI18n);

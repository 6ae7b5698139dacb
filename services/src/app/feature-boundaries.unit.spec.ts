import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration (eslint.config.js with eslint.boundaries.js) run on
// made-up files: an import that crosses a boundary (docs/architecture.md, "Where things live")
// fails `npm run lint`; the allowed directions pass.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The boundaries errors ESLint reports for `code` saved at `filePath` (from the repo root). */
const boundaryErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
};

describe('feature boundaries lint', { timeout: 60_000 }, () => {
  it.each([
    {
      case: 'a services feature importing another feature',
      filePath: 'services/src/graves/made-up.ts',
      code: "export { registerClient } from '../clients/commands';",
    },
    {
      case: 'a frontend feature importing another feature',
      filePath: 'frontend/src/features/clients/made-up.ts',
      code: "export { GraveCard } from '../graves/components/grave-card';",
    },
    {
      case: 'a shared frontend module importing a feature',
      filePath: 'frontend/src/lib/made-up.ts',
      code: "export { useLogout } from '../features/auth/api/logout';",
    },
    {
      case: 'the frontend importing the events part of contracts',
      filePath: 'frontend/src/features/clients/made-up.ts',
      code: "export { clientStreamId } from '@memorial-care/contracts/events';",
    },
    {
      case: 'a frontend feature importing a screen that composes features',
      filePath: 'frontend/src/features/clients/made-up.ts',
      code: "export { ClientsPage } from '../../screens/clients/clients-page';",
    },
    {
      case: 'the frontend importing the services package',
      filePath: 'frontend/src/lib/made-up.ts',
      code: "export { startTestApp } from '@memorial-care/services/testing';",
    },
    {
      case: 'the platform importing a feature',
      filePath: 'services/src/shared/made-up.ts',
      code: "export { registerClient } from '../clients/commands';",
    },
    {
      case: "a read model importing another read model's internals",
      filePath: 'projections/src/graves/made-up.ts',
      code: "export { clientsProjection } from '../clients/clients-projection';",
    },
    {
      case: 'contracts importing a package other than zod',
      filePath: 'contracts/src/domain/made-up.ts',
      code: "export { default as Koa } from 'koa';",
      expected: /not allowed in elements of type "contracts"/,
    },
    {
      case: "a test importing another feature's internals",
      filePath: 'services/src/graves/made-up.int.spec.ts',
      code: "export { registerClient } from '../clients/commands';",
    },
  ])('fails $case', async ({ filePath, code, expected = /no policy allowing dependencies/ }) => {
    // given a file whose import crosses a boundary; when it is linted
    const errors = await boundaryErrors(filePath, code);

    // then the boundaries rule refuses that import
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(expected);
  });

  it.each([
    {
      case: 'a services feature importing the platform',
      filePath: 'services/src/graves/made-up.ts',
      code: "export { NotFoundError } from '../shared/errors';",
    },
    {
      case: 'a services feature importing its read model',
      filePath: 'services/src/graves/made-up.ts',
      code: "export { getGrave } from '@memorial-care/projections/graves';",
    },
    {
      case: 'a workflow importing the features it spans',
      filePath: 'services/src/registrations/made-up.ts',
      code: "export { registerClient } from '../clients/commands';",
    },
    {
      case: 'a frontend feature importing shared modules and the http contracts',
      filePath: 'frontend/src/features/clients/made-up.ts',
      code: [
        "export { apiGet } from '../../lib/api-client';",
        "export { LoadFailedAlert } from '../../components/load-failed-alert';",
        "export { clientSchema } from '@memorial-care/contracts/http';",
      ].join('\n'),
    },
    {
      case: 'a screen composing features',
      filePath: 'frontend/src/screens/clients/made-up.ts',
      code: "export { GraveCard } from '../../features/graves/components/grave-card';",
    },
    {
      case: 'an entry point wiring features',
      filePath: 'services/src/app/made-up.ts',
      code: "export { registerClient } from '../clients/commands';",
    },
    {
      case: 'a test importing a test kit',
      filePath: 'services/src/graves/made-up.int.spec.ts',
      code: "export { startTestApp } from '../testing/test-app';",
    },
  ])('allows $case', async ({ filePath, code }) => {
    const errors = await boundaryErrors(filePath, code);

    expect(errors).toEqual([]);
  });
});

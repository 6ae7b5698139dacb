import boundaries from 'eslint-plugin-boundaries';

// What may import what (docs/architecture.md, "Where things live"). Features do not import each
// other: what two features share moves down to the shared layer of their side; a workflow that
// spans features has a folder of its own and may import them; the entry points wire the rest.
// Only imports between elements are checked, not those inside one. The rule's own test:
// services/src/app/feature-boundaries.unit.spec.ts.

/**
 * Element types, one per kind of folder (matched from the repository root); the first matching
 * descriptor wins.
 */
const elements = [
  // contracts: zod schemas only; its parts (domain, events, http, event-store) import each other.
  { type: 'contracts', pattern: 'contracts/src/*', capture: ['part'] },

  // frontend: app shell → screens → features → components → lib.
  { type: 'frontend-app', pattern: 'frontend/src/app' },
  // A screen composes several features (a list with its details and form dialogs).
  { type: 'frontend-screen', pattern: 'frontend/src/screens/*', capture: ['name'] },
  { type: 'frontend-feature', pattern: 'frontend/src/features/*', capture: ['name'] },
  { type: 'frontend-components', pattern: 'frontend/src/components' },
  { type: 'frontend-lib', pattern: 'frontend/src/lib' },
  { type: 'frontend-e2e', pattern: 'frontend/e2e' },

  // services: entry points → workflows → features → platform. Besides the app and its roles, the
  // demo seed, the bench, the CLIs and the generated documents (OpenAPI, event catalogue) see all.
  { type: 'services-entry', pattern: 'services/src/{app,roles,demo,bench,cli,api-docs,docs}' },
  // Starts the whole app for integration tests, so it wires like an entry point.
  { type: 'services-test-kit', pattern: 'services/src/testing' },
  // Registration and invitations; the request form (a request with its new client and grave);
  // the guest request (a request from the landing page); photos, whose commands decide on the
  // request's own stream; the service invoice of a completed request (requests → ledger); a
  // family's own order (a request for one of their graves, priced from the price list); the
  // care plans, whose job turns graves' wishes into service requests; the mailbox sync, which
  // reads the office mailbox with the mail authorization's access into clients' conversations.
  {
    type: 'services-workflow',
    pattern:
      'services/src/{registrations,account-access,invites,guest-requests,photos,service-request-form,service-invoicing,client-orders,care-plans,mailbox-sync}',
  },
  // What every feature stands on: commands and errors, HTTP, storage, sessions and accounts, mail,
  // the reactor runner.
  {
    type: 'services-platform',
    pattern: 'services/src/{shared,http,db,event-store,config,auth,mail,reactors}',
  },
  { type: 'services-feature', pattern: 'services/src/*', capture: ['name'] },

  // projections: the runner and what every read model uses, then one folder per read model.
  { type: 'projections-test-kit', pattern: 'projections/src/testing' },
  {
    type: 'projections-platform',
    pattern: 'projections/src/{runner,rebuild,shared,projection-skips}',
  },
  { type: 'read-model', pattern: 'projections/src/*', capture: ['name'] },
].map((element) => ({ ...element, partialMatch: false }));

const files = [
  { category: 'test', pattern: '**/*.spec.{ts,tsx}' },
  {
    category: 'test-kit',
    pattern: ['**/testing/**', '**/*-testing.ts', '**/*test-fixtures.ts', '**/*test-kit.ts'],
  },
  // Files that wire a whole side together: they may import anything on their side.
  { category: 'frontend-entry-point', pattern: 'frontend/src/main.tsx' },
  {
    category: 'entry-point',
    pattern: [
      'services/src/{main,index}.ts',
      'services/src/reactors/all-reactors.ts',
      'projections/src/index.ts',
    ],
  },
  // The projections package's own API (the read models' list, the runner, the waiter).
  { category: 'projections-api', pattern: 'projections/src/index.ts' },
];

const type = (...types) => ({ element: { types: { anyOf: types } } });
/** A read model's public API (its index: queries and the projection), not its internals. */
const readModelApi = { element: { type: 'read-model', fileInternalPath: 'index.ts' } };
const projectionsApi = { file: { categories: 'projections-api' } };
const entryPoint = { file: { categories: 'entry-point' } };
const contractsParts = (...parts) => ({
  element: { type: 'contracts', captured: { part: `{${parts.join(',')}}` } },
});

const policies = [
  // Packages from npm and Node's own modules are each side's choice, except in contracts.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  {
    from: type('contracts'),
    allow: { to: type('contracts') },
    disallow: { to: { module: { origin: ['external', 'core'], source: '!zod' } } },
  },

  {
    from: type('frontend-lib'),
    allow: { to: [type('frontend-lib'), contractsParts('http', 'domain')] },
  },
  {
    from: type('frontend-components'),
    allow: { to: [type('frontend-lib', 'frontend-components'), contractsParts('http', 'domain')] },
  },
  {
    from: type('frontend-feature'),
    allow: { to: [type('frontend-lib', 'frontend-components'), contractsParts('http', 'domain')] },
  },
  {
    from: type('frontend-screen'),
    allow: {
      to: [
        type('frontend-screen', 'frontend-feature', 'frontend-lib', 'frontend-components'),
        contractsParts('http', 'domain'),
      ],
    },
  },
  {
    from: [type('frontend-app'), { file: { categories: 'frontend-entry-point' } }],
    allow: {
      to: [
        type(
          'frontend-app',
          'frontend-screen',
          'frontend-feature',
          'frontend-lib',
          'frontend-components',
        ),
        contractsParts('http', 'domain'),
      ],
    },
  },
  // Browser journeys drive the built app; they may use the back end's test kits (SMTP server).
  {
    from: type('frontend-e2e'),
    allow: { to: [type('contracts', 'frontend-lib'), { file: { categories: 'test-kit' } }] },
  },

  {
    from: type('services-platform'),
    allow: {
      to: [
        type('services-platform', 'projections-platform', 'contracts'),
        readModelApi,
        projectionsApi,
      ],
    },
  },
  {
    from: type('services-feature'),
    allow: {
      to: [
        type('services-platform', 'projections-platform', 'contracts'),
        readModelApi,
        projectionsApi,
      ],
    },
  },
  {
    from: type('services-workflow'),
    allow: {
      to: [
        type(
          'services-workflow',
          'services-feature',
          'services-platform',
          'projections-platform',
          'contracts',
        ),
        readModelApi,
        projectionsApi,
      ],
    },
  },
  {
    from: [type('services-entry', 'services-test-kit', 'projections-test-kit'), entryPoint],
    allow: {
      to: [
        type(
          'services-entry',
          'services-test-kit',
          'services-workflow',
          'services-feature',
          'services-platform',
          'projections-test-kit',
          'projections-platform',
          'read-model',
          'contracts',
        ),
        projectionsApi,
      ],
    },
  },
  {
    from: type('projections-platform'),
    allow: { to: [type('projections-platform', 'contracts'), readModelApi] },
  },
  { from: type('read-model'), allow: { to: type('projections-platform', 'contracts') } },

  // Tests (and the kits they share) may use test kits, the entry points that start what they
  // test, the platform, another read model's API and another feature's texts (to render with
  // real translations); never another feature's internals. Any package too (contracts' vitest).
  {
    from: { file: { categories: { anyOf: ['test', 'test-kit'] } } },
    allow: {
      to: [
        { module: { origin: ['external', 'core'] } },
        { file: { categories: 'test-kit' } },
        type(
          'services-entry',
          'services-test-kit',
          'services-platform',
          'projections-test-kit',
          'projections-platform',
        ),
        readModelApi,
        projectionsApi,
        { element: { type: 'frontend-feature', fileInternalPath: 'i18n.ts' } },
      ],
    },
  },
];

export const boundariesConfig = {
  files: ['{contracts,services,projections,frontend}/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    // Workspace packages (`@memorial-care/*`) resolve through their `exports` to the sources.
    'import/resolver': { typescript: { alwaysTryTypes: true } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies }],
  },
};

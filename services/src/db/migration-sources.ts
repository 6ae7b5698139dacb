import { projectionMigrationSources } from '@memorial-care/projections';
import type { MigrationSource } from './migrator';

/** Every schema the app owns, in the order they are applied. */
export const allMigrationSources: readonly MigrationSource[] = [
  {
    group: 'event-store',
    directory: new URL('../event-store/postgres/migrations/', import.meta.url),
  },
  { group: 'auth', directory: new URL('../auth/migrations/', import.meta.url) },
  { group: 'invites', directory: new URL('../invites/migrations/', import.meta.url) },
  { group: 'reactors', directory: new URL('../reactors/migrations/', import.meta.url) },
  { group: 'mail', directory: new URL('../mail/migrations/', import.meta.url) },
  { group: 'mailbox-sync', directory: new URL('../mailbox-sync/migrations/', import.meta.url) },
  {
    group: 'mail-authorization',
    directory: new URL('../mail-authorization/migrations/', import.meta.url),
  },
  { group: 'idempotency', directory: new URL('../http/migrations/', import.meta.url) },
  ...projectionMigrationSources,
];

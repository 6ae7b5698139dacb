import { randomUUID } from 'node:crypto';
import type {
  CemeteryAdded,
  CemeteryFieldValues,
  ClientRegistered,
} from '@memorial-care/contracts/events';
import type { EventMetadata } from '@memorial-care/contracts/event-store';
import { metadataOf, systemContext } from '../shared/command-handler';

// Event payloads the tests record straight into the log (services and projections alike): one
// plausible default each, so a test spells out only the fields it is about.

/** The metadata of an event the system records, recorded now. */
export const systemMetadata = (): EventMetadata => metadataOf(systemContext());

/** A client an admin registered, in Serbia; a fresh id and e-mail each time. */
export const clientRegisteredData = (
  overrides: Partial<ClientRegistered> = {},
): ClientRegistered => ({
  clientId: randomUUID(),
  name: 'Milica Petrović',
  email: `client.${randomUUID().slice(0, 8)}@example.com`,
  phone: null,
  address: null,
  country: 'Serbia',
  notes: null,
  instagram: null,
  preferredLanguage: 'Serbian',
  selectedPlan: null,
  planStatus: 'inactive',
  source: 'admin',
  ...overrides,
});

/** The fields of a cemetery in Belgrade with no caretakers. */
export const cemeteryFieldValues = (
  overrides: Partial<CemeteryFieldValues> = {},
): CemeteryFieldValues => ({
  name: 'Novo groblje',
  city: 'Beograd',
  region: 'Beograd',
  country: 'Serbia',
  address: null,
  contact: null,
  phoneEmail: null,
  phones: [],
  emails: [],
  caretakerIds: [],
  preferredVisitHours: null,
  accessNotes: null,
  ...overrides,
});

/** That cemetery as an admin added it; a fresh id each time. */
export const cemeteryAddedData = (
  overrides: Partial<CemeteryAdded['data']> = {},
): CemeteryAdded['data'] => ({
  cemeteryId: randomUUID(),
  ...cemeteryFieldValues(),
  source: 'admin',
  ...overrides,
});

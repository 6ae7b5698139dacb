import { randomUUID } from 'node:crypto';
import type {
  CaretakerAdded,
  CemeteryAdded,
  CemeteryFieldValues,
  ClientRegistered,
  ServiceRequested,
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

/** A caretaker an admin added with only the required fields; a fresh id and e-mail each time. */
export const caretakerAddedData = (overrides: Partial<CaretakerAdded> = {}): CaretakerAdded => ({
  caretakerId: randomUUID(),
  name: 'Milan Ristić',
  email: `caretaker.${randomUUID().slice(0, 8)}@example.rs`,
  phone: '064 111',
  region: null,
  isActive: true,
  preferredVisitDays: [],
  perVisitRate: null,
  preferredPaymentMethod: null,
  bankDetails: null,
  paymentStatus: 'current',
  holidayDates: [],
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

/** A pending grave cleaning nobody is assigned to yet, for no one in particular; a fresh id. */
export const serviceRequestedData = (
  overrides: Partial<ServiceRequested> = {},
): ServiceRequested => ({
  requestId: randomUUID(),
  clientId: null,
  graveId: null,
  cemeteryId: null,
  caretakerId: null,
  serviceType: 'grave_cleaning',
  priority: 'normal',
  scheduledDate: '2030-03-01T08:00:00.000Z',
  amount: '40.00',
  paymentStatus: 'pending',
  specialInstructions: null,
  planSelected: 'standard',
  guest: null,
  description: null,
  ...overrides,
});

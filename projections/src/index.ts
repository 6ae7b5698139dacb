import { activityLogsProjection } from './activity-logs';
import { bankStatementsProjection } from './bank-statements';
import { billingProjection } from './billing';
import { calendarFeedsProjection } from './calendar-feeds';
import { careRemindersProjection } from './care-reminders';
import { caretakersProjection } from './caretakers';
import { cemeteriesProjection } from './cemeteries';
import { clientsProjection } from './clients';
import { communicationsProjection } from './communications';
import { exchangeRatesProjection } from './exchange-rates';
import { gravesProjection } from './graves';
import { invitesProjection } from './invites';
import { notificationsProjection } from './notifications';
import { payoutsProjection } from './payouts';
import { photosProjection } from './photos';
import { priceListProjection } from './price-list';
import { projectionSkipsProjection } from './projection-skips';
import type { Projection } from './runner/projection';
import { serviceRequestsProjection } from './service-requests';
import { subscriptionsProjection } from './subscriptions';
import { usersProjection } from './users';

export type { Projection } from './runner/projection';
export * from './runner';
export * from './rebuild';

/** Every read model of the app; the runner, the migrations and the rebuild CLI use this list. */
export const allProjections: readonly Projection[] = [
  // First: `rebuild --all` restores the admins' skips before replaying the read models.
  projectionSkipsProjection,
  usersProjection,
  clientsProjection,
  caretakersProjection,
  cemeteriesProjection,
  gravesProjection,
  serviceRequestsProjection,
  photosProjection,
  billingProjection,
  bankStatementsProjection,
  subscriptionsProjection,
  exchangeRatesProjection,
  priceListProjection,
  calendarFeedsProjection,
  payoutsProjection,
  invitesProjection,
  activityLogsProjection,
  communicationsProjection,
  careRemindersProjection,
  notificationsProjection,
];

export const projectionMigrationSources = [
  { group: 'projection-runner', directory: new URL('./runner/migrations/', import.meta.url) },
  ...allProjections.map((p) => p.migrations),
  // Last: the search's folding and indexes span the read models' tables.
  { group: 'search', directory: new URL('./search/migrations/', import.meta.url) },
];

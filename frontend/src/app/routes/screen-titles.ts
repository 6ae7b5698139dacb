import type { ParseKeys } from 'i18next';
import type { Screen } from './resolve-route';

/**
 * Each screen's name in the browser tab ("Clients · Memorial Care"), in the `app` namespace:
 * the sidebar's label where the sidebar names the screen, else a title of its own.
 */
export const screenTitleKeys: Readonly<Record<Screen, ParseKeys<'app'>>> = {
  landing: 'titles.landing',
  invite: 'titles.invite',
  'admin-dashboard': 'nav.dashboard',
  'admin-service-requests': 'nav.serviceRequests',
  'admin-clients': 'nav.clients',
  'admin-cemeteries': 'nav.cemeteries',
  'admin-caretakers': 'nav.caretakers',
  'admin-schedule': 'nav.schedule',
  'admin-client-registrations': 'nav.registrations',
  'admin-oauth-setup': 'titles.mailbox',
  'admin-payments': 'nav.payments',
  'admin-api-reference': 'titles.apiReference',
  'admin-capacity': 'nav.capacity',
  'admin-activity': 'titles.activity',
  'admin-mail': 'titles.outgoingMail',
  'caretaker-dashboard': 'nav.dashboard',
  'caretaker-schedule': 'nav.schedule',
  'caretaker-service-requests': 'nav.myRequests',
  'caretaker-payouts': 'nav.payouts',
  'client-dashboard': 'nav.dashboard',
  'client-graves': 'nav.myGraves',
  'client-service-requests': 'nav.serviceRequests',
  'client-payments': 'nav.payments',
  'client-order': 'titles.order',
  hub: 'titles.welcome',
  'not-found': 'titles.notFound',
};

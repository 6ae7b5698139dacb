import { authI18n } from '../features/auth/i18n';
import { culturalEventsI18n } from '../features/cultural-events/i18n';
import { guestRequestI18n } from '../features/guest-request/i18n';
import { inviteI18n } from '../features/invite/i18n';
import { landingI18n } from '../features/landing/i18n';
import { registrationI18n } from '../features/registration/i18n';
import { commonI18n } from '../lib/common-i18n';
import { startI18n } from '../lib/i18n';
import type { consoleNamespaces } from './console-i18n';
import { appI18n } from './i18n';

/**
 * The namespaces a signed-out visitor can meet (landing page, its dialogs, sign-in, invite),
 * registered at start. A feature keeps its strings in `features/<feature>/i18n.ts` (exporting
 * `{ en, sr, de }`) and is added here or, when only the role consoles use it, in
 * `console-i18n.ts`, which the consoles load with their chunk: the landing page's first load
 * stays within its JavaScript budget.
 */
const landingNamespaces = {
  app: appI18n,
  common: commonI18n,
  auth: authI18n,
  landing: landingI18n,
  registration: registrationI18n,
  guestRequest: guestRequestI18n,
  culturalEvents: culturalEventsI18n,
  invite: inviteI18n,
} as const;

type Namespaces = typeof landingNamespaces & typeof consoleNamespaces;
type Namespace = keyof Namespaces;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    // Keys are checked against the English strings, the reference text.
    resources: { [N in Namespace]: Namespaces[N]['en'] };
  }
}

startI18n(landingNamespaces);

import type { Role } from '@memorial-care/contracts/domain';

/**
 * The route table and redirect rules of spec part 1, section 2, as one pure function: the
 * router renders what this returns, and the unit tests pin every rule.
 */

/** Who is looking: signed out (also while the session is loading), a role, or no role. */
export type Viewer = 'signed-out' | 'no-role' | Role;

export type Screen =
  | 'landing'
  | 'invite'
  | 'admin-dashboard'
  | 'admin-service-requests'
  | 'admin-clients'
  | 'admin-cemeteries'
  | 'admin-caretakers'
  | 'admin-schedule'
  | 'admin-client-registrations'
  | 'admin-oauth-setup'
  | 'admin-payments'
  | 'admin-api-reference'
  | 'admin-capacity'
  | 'admin-activity'
  | 'admin-mail'
  | 'caretaker-dashboard'
  | 'caretaker-schedule'
  | 'caretaker-service-requests'
  | 'caretaker-payouts'
  | 'client-dashboard'
  | 'client-graves'
  | 'client-service-requests'
  | 'client-payments'
  | 'client-order'
  | 'hub'
  | 'not-found';

export type RouteResolution =
  | { readonly kind: 'screen'; readonly screen: Screen; readonly inviteToken?: string }
  /** `keepQuery`: the target is the same screen under its canonical path (keep ?search=…). */
  | { readonly kind: 'redirect'; readonly to: string; readonly keepQuery: boolean };

const adminScreens: Readonly<Record<string, Screen>> = {
  '/admin': 'admin-dashboard',
  '/admin/dashboard': 'admin-dashboard',
  '/admin/service-requests': 'admin-service-requests',
  '/admin/clients': 'admin-clients',
  '/admin/cemeteries': 'admin-cemeteries',
  '/admin/caretakers': 'admin-caretakers',
  '/admin/schedule': 'admin-schedule',
  '/admin/client-registrations': 'admin-client-registrations',
  '/admin/oauth-setup': 'admin-oauth-setup',
  '/admin/payments': 'admin-payments',
  // Beyond the spec's sidebar: the API reference, opened from the user menu.
  '/admin/api-reference': 'admin-api-reference',
  // Beyond the spec: the busy memorial days' capacity (issue 15).
  '/admin/capacity': 'admin-capacity',
  // Beyond the spec: the whole activity log, filtered (issue 16).
  '/admin/activity': 'admin-activity',
  // Beyond the spec: the outgoing mail and its failures, opened from the user menu.
  '/admin/mail': 'admin-mail',
};

/** Admin paths that also work without the prefix (client-registrations is /admin only). */
const adminUnprefixed: ReadonlySet<string> = new Set([
  '/dashboard',
  '/service-requests',
  '/clients',
  '/cemeteries',
  '/caretakers',
  '/schedule',
  '/oauth-setup',
]);

const caretakerScreens: Readonly<Record<string, Screen>> = {
  '/caretaker': 'caretaker-dashboard',
  '/caretaker/dashboard': 'caretaker-dashboard',
  '/caretaker/schedule': 'caretaker-schedule',
  '/schedule': 'caretaker-schedule',
  '/caretaker/service-requests': 'caretaker-service-requests',
  '/service-requests': 'caretaker-service-requests',
  '/caretaker/payouts': 'caretaker-payouts',
};

const clientScreens: Readonly<Record<string, Screen>> = {
  '/client': 'client-dashboard',
  '/client/dashboard': 'client-dashboard',
  '/client/graves': 'client-graves',
  '/client/service-requests': 'client-service-requests',
  '/client/payments': 'client-payments',
  // Ordering care for a grave, prefilled from its search parameters (clientOrderLink).
  '/client/order': 'client-order',
};

/** Each role's home, where `/` leads. */
export const roleHome: Readonly<Record<Role, string>> = {
  admin: '/admin',
  caretaker: '/caretaker',
  client: '/client',
};

const screen = (name: Screen): RouteResolution => ({ kind: 'screen', screen: name });
const redirect = (to: string, keepQuery = false): RouteResolution => ({
  kind: 'redirect',
  to,
  keepQuery,
});

/** Trailing slashes do not make a different page; paths match case-insensitively. */
const normalize = (pathname: string): string => pathname.replace(/\/+$/, '').toLowerCase() || '/';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const invitePattern = /^\/invite\/([^/]+)\/?$/i;

export function resolveRoute(pathname: string, viewer: Viewer): RouteResolution {
  const path = normalize(pathname);

  switch (viewer) {
    case 'signed-out': {
      const token = invitePattern.exec(pathname)?.[1];
      if (token)
        return { kind: 'screen', screen: 'invite', inviteToken: decodeURIComponent(token) };
      // Every other path shows the landing page (after sign-in the path applies again).
      return screen('landing');
    }
    case 'admin': {
      if (path === '/') return redirect(roleHome.admin);
      if (adminUnprefixed.has(path)) return redirect(`/admin${path}`, true);
      return screen(adminScreens[path] ?? 'not-found');
    }
    case 'caretaker': {
      if (path === '/') return redirect(roleHome.caretaker);
      if (isUnder(path, '/admin')) return redirect(roleHome.caretaker);
      return screen(caretakerScreens[path] ?? 'not-found');
    }
    case 'client': {
      if (path === '/') return redirect(roleHome.client);
      if (isUnder(path, '/admin') || isUnder(path, '/caretaker')) return redirect(roleHome.client);
      return screen(clientScreens[path] ?? 'not-found');
    }
    case 'no-role':
      return screen(path === '/' ? 'hub' : 'not-found');
  }
}

/**
 * Where a fresh sign-in lands: the page the visitor was on when it exists for their role
 * (a deep link survives signing in; the router applies its redirects), else their home.
 */
export function pathAfterSignIn(pathname: string, viewer: Viewer): string {
  const resolution = resolveRoute(pathname, viewer);
  return resolution.kind === 'screen' && resolution.screen === 'not-found' ? '/' : pathname;
}

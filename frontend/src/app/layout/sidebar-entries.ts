import type { Screen, Viewer } from '../routes/resolve-route';

/** Sidebar entries per role, as spec part 1, section 2 lists them. */

export type SidebarIcon =
  | 'dashboard'
  | 'serviceRequests'
  | 'clients'
  | 'registrations'
  | 'cemeteries'
  | 'caretakers'
  | 'schedule'
  | 'payments'
  | 'graves'
  | 'capacity';

export type SidebarLabel =
  | 'dashboard'
  | 'serviceRequests'
  | 'myRequests'
  | 'clients'
  | 'registrations'
  | 'cemeteries'
  | 'caretakers'
  | 'schedule'
  | 'payments'
  | 'payouts'
  | 'myGraves'
  | 'capacity';

export interface SidebarEntry {
  readonly path: string;
  readonly label: SidebarLabel;
  readonly icon: SidebarIcon;
  /** The screens on which this entry is the active one. */
  readonly screens: readonly Screen[];
  /** Shows the recent-registrations count when above 0. */
  readonly recentClientsBadge?: boolean;
}

export type SignedInViewer = Exclude<Viewer, 'signed-out'>;

export const sidebarEntries: Readonly<Record<SignedInViewer, readonly SidebarEntry[]>> = {
  admin: [
    { path: '/admin', label: 'dashboard', icon: 'dashboard', screens: ['admin-dashboard'] },
    {
      path: '/admin/service-requests',
      label: 'serviceRequests',
      icon: 'serviceRequests',
      screens: ['admin-service-requests'],
    },
    { path: '/admin/clients', label: 'clients', icon: 'clients', screens: ['admin-clients'] },
    {
      path: '/admin/client-registrations',
      label: 'registrations',
      icon: 'registrations',
      screens: ['admin-client-registrations'],
      recentClientsBadge: true,
    },
    {
      path: '/admin/cemeteries',
      label: 'cemeteries',
      icon: 'cemeteries',
      screens: ['admin-cemeteries'],
    },
    {
      path: '/admin/caretakers',
      label: 'caretakers',
      icon: 'caretakers',
      screens: ['admin-caretakers'],
    },
    { path: '/admin/schedule', label: 'schedule', icon: 'schedule', screens: ['admin-schedule'] },
    { path: '/admin/payments', label: 'payments', icon: 'payments', screens: ['admin-payments'] },
    // Beyond the spec's sidebar: the busy memorial days' capacity (issue 15).
    { path: '/admin/capacity', label: 'capacity', icon: 'capacity', screens: ['admin-capacity'] },
  ],
  caretaker: [
    { path: '/caretaker', label: 'dashboard', icon: 'dashboard', screens: ['caretaker-dashboard'] },
    {
      path: '/caretaker/service-requests',
      label: 'myRequests',
      icon: 'serviceRequests',
      screens: ['caretaker-service-requests'],
    },
    {
      path: '/caretaker/schedule',
      label: 'schedule',
      icon: 'schedule',
      screens: ['caretaker-schedule'],
    },
    {
      path: '/caretaker/payouts',
      label: 'payouts',
      icon: 'payments',
      screens: ['caretaker-payouts'],
    },
  ],
  client: [
    { path: '/client', label: 'dashboard', icon: 'dashboard', screens: ['client-dashboard'] },
    { path: '/client/graves', label: 'myGraves', icon: 'graves', screens: ['client-graves'] },
    {
      path: '/client/service-requests',
      label: 'serviceRequests',
      icon: 'serviceRequests',
      screens: ['client-service-requests', 'client-order'],
    },
    { path: '/client/payments', label: 'payments', icon: 'payments', screens: ['client-payments'] },
  ],
  'no-role': [{ path: '/', label: 'dashboard', icon: 'dashboard', screens: ['hub'] }],
};

/** The path of the entry to highlight on this screen (none on a 404). */
export const activeSidebarPath = (viewer: SignedInViewer, screen: Screen): string | undefined =>
  sidebarEntries[viewer].find((entry) => entry.screens.includes(screen))?.path;

import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../routes/resolve-route';
import { activeSidebarPath, sidebarEntries, type SignedInViewer } from './sidebar-entries';

const entriesOf = (viewer: SignedInViewer) =>
  sidebarEntries[viewer].map(({ label, path }) => `${label} ${path}`);

describe('sidebar entries', () => {
  it('lists the admin entries of the spec in order', () => {
    expect(entriesOf('admin')).toEqual([
      'dashboard /admin',
      'serviceRequests /admin/service-requests',
      'clients /admin/clients',
      'registrations /admin/client-registrations',
      'cemeteries /admin/cemeteries',
      'caretakers /admin/caretakers',
      'schedule /admin/schedule',
      'payments /admin/payments',
      // Beyond the spec's sidebar: the busy memorial days' capacity (issue 15).
      'capacity /admin/capacity',
    ]);
    expect(sidebarEntries.admin.filter((e) => e.recentClientsBadge).map((e) => e.label)).toEqual([
      'registrations',
    ]);
  });

  it('lists the caretaker entries of the spec', () => {
    expect(entriesOf('caretaker')).toEqual([
      'dashboard /caretaker',
      'myRequests /caretaker/service-requests',
      'schedule /caretaker/schedule',
      // Beyond the spec's sidebar: their payout statements (issue 13).
      'payouts /caretaker/payouts',
    ]);
  });

  it('lists the client entries of the spec', () => {
    expect(entriesOf('client')).toEqual([
      'dashboard /client',
      'myGraves /client/graves',
      'serviceRequests /client/service-requests',
      'payments /client/payments',
    ]);
  });

  it('gives a user without a role a single Dashboard at /', () => {
    expect(entriesOf('no-role')).toEqual(['dashboard /']);
  });

  it.each(['admin', 'caretaker', 'client', 'no-role'] as const)(
    'links %s entries to screens that exist for the role and highlights them there',
    (viewer) => {
      for (const entry of sidebarEntries[viewer]) {
        const resolution = resolveRoute(entry.path, viewer);
        expect(resolution.kind).toBe('screen');
        if (resolution.kind === 'screen') {
          expect(entry.screens).toContain(resolution.screen);
          expect(activeSidebarPath(viewer, resolution.screen)).toBe(entry.path);
        }
      }
    },
  );

  it('keeps the client Dashboard active on /client/dashboard', () => {
    const resolution = resolveRoute('/client/dashboard', 'client');
    expect(resolution.kind === 'screen' && activeSidebarPath('client', resolution.screen)).toBe(
      '/client',
    );
  });

  it('highlights My Requests on the unprefixed caretaker path', () => {
    const resolution = resolveRoute('/service-requests', 'caretaker');
    expect(resolution.kind === 'screen' && activeSidebarPath('caretaker', resolution.screen)).toBe(
      '/caretaker/service-requests',
    );
  });

  it('highlights nothing on a 404', () => {
    expect(activeSidebarPath('admin', 'not-found')).toBeUndefined();
  });
});

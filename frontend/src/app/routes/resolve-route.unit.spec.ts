import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, resolveRoute, type Viewer } from './resolve-route';

const screenOf = (path: string, viewer: Viewer) => {
  const resolution = resolveRoute(path, viewer);
  return resolution.kind === 'screen' ? resolution.screen : `redirect:${resolution.to}`;
};

describe('signed out (also while the session loads)', () => {
  it('shows the landing page at /', () => {
    expect(screenOf('/', 'signed-out')).toBe('landing');
  });

  it('shows the invite page at /invite/{token} with the token', () => {
    expect(resolveRoute('/invite/abc%2D123', 'signed-out')).toEqual({
      kind: 'screen',
      screen: 'invite',
      inviteToken: 'abc-123',
    });
    expect(screenOf('/invite/TOKEN/', 'signed-out')).toBe('invite');
  });

  it.each(['/admin', '/admin/cemeteries', '/client', '/nowhere', '/invite', '/invite/a/b'])(
    'falls back to the landing page at %s without redirecting',
    (path) => {
      expect(screenOf(path, 'signed-out')).toBe('landing');
    },
  );
});

describe('admin', () => {
  it('goes from / to /admin', () => {
    expect(resolveRoute('/', 'admin')).toEqual({
      kind: 'redirect',
      to: '/admin',
      keepQuery: false,
    });
  });

  it.each([
    ['/admin', 'admin-dashboard'],
    ['/admin/dashboard', 'admin-dashboard'],
    ['/admin/service-requests', 'admin-service-requests'],
    ['/admin/clients', 'admin-clients'],
    ['/admin/cemeteries', 'admin-cemeteries'],
    ['/admin/caretakers', 'admin-caretakers'],
    ['/admin/schedule', 'admin-schedule'],
    ['/admin/client-registrations', 'admin-client-registrations'],
    ['/admin/oauth-setup', 'admin-oauth-setup'],
    ['/admin/payments', 'admin-payments'],
    ['/admin/api-reference', 'admin-api-reference'],
    ['/admin/capacity', 'admin-capacity'],
    ['/admin/activity', 'admin-activity'],
    ['/admin/mail', 'admin-mail'],
  ])('shows %s', (path, screen) => {
    expect(screenOf(path, 'admin')).toBe(screen);
  });

  it.each([
    'dashboard',
    'service-requests',
    'clients',
    'cemeteries',
    'caretakers',
    'schedule',
    'oauth-setup',
  ])('redirects /%s to its /admin equivalent, keeping the query', (name) => {
    expect(resolveRoute(`/${name}`, 'admin')).toEqual({
      kind: 'redirect',
      to: `/admin/${name}`,
      keepQuery: true,
    });
  });

  it.each(['/client-registrations', '/payments', '/caretaker', '/client/graves', '/admin/nope'])(
    'shows the 404 page at %s',
    (path) => {
      expect(screenOf(path, 'admin')).toBe('not-found');
    },
  );

  it('ignores a trailing slash and letter case', () => {
    expect(screenOf('/admin/', 'admin')).toBe('admin-dashboard');
    expect(screenOf('/Admin/Cemeteries/', 'admin')).toBe('admin-cemeteries');
  });
});

describe('caretaker', () => {
  it('goes from / to /caretaker', () => {
    expect(screenOf('/', 'caretaker')).toBe('redirect:/caretaker');
  });

  it.each([
    ['/caretaker', 'caretaker-dashboard'],
    ['/caretaker/dashboard', 'caretaker-dashboard'],
    ['/caretaker/schedule', 'caretaker-schedule'],
    ['/schedule', 'caretaker-schedule'],
    ['/caretaker/service-requests', 'caretaker-service-requests'],
    ['/service-requests', 'caretaker-service-requests'],
    ['/caretaker/payouts', 'caretaker-payouts'],
  ])('shows %s', (path, screen) => {
    expect(screenOf(path, 'caretaker')).toBe(screen);
  });

  it.each(['/admin', '/admin/', '/admin/cemeteries', '/admin/anything/deeper'])(
    'sends %s to /caretaker',
    (path) => {
      expect(screenOf(path, 'caretaker')).toBe('redirect:/caretaker');
    },
  );

  it.each(['/client', '/dashboard', '/cemeteries', '/administrator', '/caretaker/nope'])(
    'shows the 404 page at %s',
    (path) => {
      expect(screenOf(path, 'caretaker')).toBe('not-found');
    },
  );
});

describe('client', () => {
  it('goes from / to /client', () => {
    expect(screenOf('/', 'client')).toBe('redirect:/client');
  });

  it.each([
    ['/client', 'client-dashboard'],
    ['/client/dashboard', 'client-dashboard'],
    ['/client/graves', 'client-graves'],
    ['/client/service-requests', 'client-service-requests'],
    ['/client/payments', 'client-payments'],
    ['/client/order', 'client-order'],
  ])('shows %s', (path, screen) => {
    expect(screenOf(path, 'client')).toBe(screen);
  });

  it.each(['/admin', '/admin/clients', '/caretaker', '/caretaker/schedule'])(
    'sends %s to /client',
    (path) => {
      expect(screenOf(path, 'client')).toBe('redirect:/client');
    },
  );

  it.each(['/schedule', '/service-requests', '/graves', '/client/nope'])(
    'shows the 404 page at %s',
    (path) => {
      expect(screenOf(path, 'client')).toBe('not-found');
    },
  );
});

describe('signed in without a role', () => {
  it('shows the hub at /', () => {
    expect(screenOf('/', 'no-role')).toBe('hub');
  });

  it.each(['/dashboard', '/admin', '/client', '/caretaker'])('shows the 404 page at %s', (path) => {
    expect(screenOf(path, 'no-role')).toBe('not-found');
  });
});

describe('pathAfterSignIn', () => {
  it('keeps a deep link that exists for the role', () => {
    expect(pathAfterSignIn('/admin/cemeteries', 'admin')).toBe('/admin/cemeteries');
    expect(pathAfterSignIn('/cemeteries', 'admin')).toBe('/cemeteries');
  });

  it('goes home from a page the role does not have', () => {
    expect(pathAfterSignIn('/invite/abc', 'client')).toBe('/');
    expect(pathAfterSignIn('/nowhere', 'admin')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import type { LoginRateLimiter } from '../auth/login-rate-limiter';
import { loadConfig } from '../config/config';
import type { MailQueue } from '../mail/mail-queue';
import type { PhotoStorage } from '../photos/photo-storage';
import { createAllRoutes } from './all-routes';

// A create whose answer was lost can be retried without a duplicate only if it takes an
// Idempotency-Key (services/src/http/idempotency.int.spec.ts shows the key at work): a new
// create route fails here until it is idempotent, or is named below with the reason it need not be.

/** POSTs to a collection that create nothing a retry could double, and why. */
const notCreates: Readonly<Record<string, string>> = {
  'POST /api/login': 'signs in; a retry signs in again',
  'POST /api/logout': 'signs out; a retry finds no session',
  'POST /api/payments/import':
    'the file is its own key: importing it again records nothing twice (each transfer once)',
  'POST /api/auth/switch-role': 'changes the session role (development only)',
  'POST /api/payouts/close':
    'closes a month: one statement per caretaker and month, closing it again creates none',
  'POST /api/cemeteries/import-serbian': 'skips every cemetery already there by name and city',
  'POST /api/notifications/read-all':
    'marks what the user was notified of until now as read; a retry finds nothing unread to mark',
  'POST /api/communications/sync-email':
    'reads the office mailbox; a retry records nothing twice (each message once, by its Message-ID)',
  'POST /api/communications/sync-instagram': 'records nothing: Instagram is not connected',
};

/** Creates under a record (the check above sees collections only): each takes the key too. */
const createsUnderRecords = ['POST /api/communications/client/:clientId/messages'];

const routeTable = () =>
  createAllRoutes({
    config: loadConfig({ NODE_ENV: 'test', DEV_ROLE_SWITCH: 'true' }),
    // Only inspected: no handler of this table runs.
    loginRateLimiter: null as unknown as LoginRateLimiter,
    readinessChecks: {},
    mailQueue: null as unknown as MailQueue,
    photoStorage: null as unknown as PhotoStorage,
  });

/** "POST /api/…" of every route that honours an Idempotency-Key. */
const idempotentRouteLabels = () =>
  routeTable()
    .filter((route) => route.idempotent === true)
    .map((route) => `${route.method.toUpperCase()} ${route.path}`);

describe('creates', () => {
  it('take an Idempotency-Key: every POST to a collection is idempotent or said why not', () => {
    const routes = routeTable();
    const creates = routes
      .filter((route) => route.method === 'post' && !route.path.includes(':'))
      .map((route) => ({ label: `POST ${route.path}`, idempotent: route.idempotent === true }))
      .filter(({ label }) => !(label in notCreates));
    expect(creates.map(({ label }) => label)).toContain('POST /api/registrations');
    expect(creates.filter(({ idempotent }) => !idempotent).map(({ label }) => label)).toEqual([]);
  });

  it('take an Idempotency-Key under a record too (a message written to a client)', () => {
    const idempotent = idempotentRouteLabels();
    for (const label of createsUnderRecords) expect(idempotent).toContain(label);
  });

  it('take one on the task moves too: a phone sends a queued Start again after a lost answer', () => {
    const idempotent = idempotentRouteLabels();
    for (const move of ['accept', 'decline', 'start', 'complete'])
      expect(idempotent).toContain(`POST /api/service-requests/:id/${move}`);
  });
});

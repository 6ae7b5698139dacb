import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { geoLimits, serviceDay, textLimits } from '@memorial-care/contracts/domain';
import { loadConfig } from '../config/config';
import type { LoginRateLimiter } from '../auth/login-rate-limiter';
import type { AnyRoute } from '../http/route';
import type { MailQueue } from '../mail/mail-queue';
import type { PhotoStorage } from '../photos/photo-storage';
import { runPlanInvoicing } from '../billing/plan-invoicing';
import { settleRequestEarning } from '../payouts/commands';
import { recordCompletedTask, recordPayoutCaretaker } from '../payouts/payouts-test-fixtures';
import { systemContext } from '../shared/command-handler';
import { camt053 } from '../billing/statements/testing-statements';
import { extremeBody, multiByteText, type Extreme } from '../testing/extreme-payloads';
import { cameraPhoto } from '../photos/testing/test-images';
import { previewOf } from '../testing/hostile-payloads';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { createAllRoutes } from './all-routes';

// The hostile suite's random payloads are nearly always refused, so they never showed that an
// ACCEPTED extreme can freeze a read model (a 900 KB registration name once paused the clients
// projection). Here every create and update route gets the largest and the smallest payload its
// own zod schema accepts (extreme-payloads.ts), with real ids: each must be accepted, the
// records must be found again through the lists and searches, and afterwards every projection
// must be running and caught up. A new write route with a body fails the coverage test below
// until it has a scenario here (or a reason to be left out).

const routeTable: readonly AnyRoute[] = createAllRoutes({
  config: loadConfig({ NODE_ENV: 'test' }),
  // Only inspected for its schemas: no handler of this table runs.
  loginRateLimiter: null as unknown as LoginRateLimiter,
  readinessChecks: {},
  mailQueue: null as unknown as MailQueue,
  photoStorage: null as unknown as PhotoStorage,
});
const labelOf = (route: AnyRoute) => `${route.method.toUpperCase()} ${route.path}`;
const schemaOf = (label: string): z.ZodType => {
  const route = routeTable.find((r) => labelOf(r) === label);
  if (!route?.body) throw new Error(`no route ${label} with a body schema`);
  return route.body as z.ZodType;
};

/** Write routes with a body that are no create or update, and why they are left out here. */
const notCreatesOrUpdates: Readonly<Record<string, string>> = {
  'POST /api/auth/switch-role': 'changes the session role (development only), stores no record',
  'POST /api/oauth/exchange-code':
    'trades a one-time code only the OAuth provider can issue, and stores nothing of the body ' +
    '(the account comes from the provider); its largest and smallest codes are refused cleanly ' +
    'in mail-authorization.int.spec.ts',
};

const extremes: readonly Extreme[] = ['largest', 'smallest'];
const ids: Record<string, Record<Extreme, string>> = {};
const sent: Record<string, Record<Extreme, Record<string, unknown>>> = {};
const covered = new Set<string>();

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

const send = async (
  caller: TestClient,
  method: string,
  path: string,
  body: Record<string, unknown>,
): Promise<Answer> => {
  const response = await caller.fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { unparsable: text.slice(0, 500) };
  }
  return { status: response.status, body: parsed };
};

/**
 * The route's extreme body (plus `adjust`: what a business rule needs, said where it is used),
 * sent by `caller`; it must be accepted.
 */
const accepted = async (
  caller: TestClient,
  label: string,
  path: string,
  extreme: Extreme,
  options: {
    readonly tag: string;
    readonly ids?: Readonly<Record<string, string | readonly string[]>>;
    readonly fixed?: Readonly<Record<string, unknown>>;
    readonly adjust?: (body: Record<string, unknown>) => void;
  },
) => {
  const schema = schemaOf(label);
  const body = extremeBody(schema, {
    extreme,
    tag: options.tag,
    ids: options.ids ?? {},
    fixed: options.fixed ?? {},
  });
  options.adjust?.(body);
  expect(schema.safeParse(body).error, `${label}: the built ${extreme} body is valid`).toBe(
    undefined,
  );
  const answer = await send(caller, label.split(' ')[0]!, path, body);
  expect(
    answer.status,
    `${label} (${extreme}) → ${answer.status} ${JSON.stringify(answer.body).slice(0, 800)}\n  sent: ${previewOf(body).slice(0, 800)}`,
  ).toBeLessThan(300);
  covered.add(`${label} ${extreme}`);
  (sent[label] ??= {} as Record<Extreme, Record<string, unknown>>)[extreme] = body;
  return answer;
};

/**
 * The builder starts the main email and the first alternative address with one tag, so they
 * would be equal (refused: an alternative is never the client's own address): rename the
 * alternatives, keeping their length.
 */
const alternativesApart = (body: Record<string, unknown>) => {
  if (Array.isArray(body.alternativeEmails))
    body.alternativeEmails = body.alternativeEmails.map((email: string) => `z${email.slice(1)}`);
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * A search box takes at most textLimits.search characters: the longest start of `text` that
 * fits, cut between characters (half an emoji is a lone surrogate, refused), as a query value.
 */
const searchFor = (text: unknown) => {
  let term = '';
  for (const character of String(text).trim()) {
    if (term.length + character.length > textLimits.search) break;
    term += character;
  }
  return encodeURIComponent(term.trim());
};

describe('accepted extremes: the largest and smallest valid payload of every write route', () => {
  let app: TestApp;
  let admin: TestClient;
  let helperCaretakerId: string;
  const json = async <T>(path: string) => (await (await admin.get(path)).json()) as T;

  beforeAll(async () => {
    app = await startTestApp({
      publicFormLimits: {
        registrations: { requests: 1_000, windowSeconds: 60 },
        guestRequests: { requests: 1_000, windowSeconds: 60 },
      },
    });
    admin = await app.signInAs('admin');
    // Visits are given to a caretaker free on every day (the extreme ones have holidays).
    const helper = await send(admin, 'POST', '/api/caretakers', {
      name: 'Extremes Helper',
      email: 'extremes.helper@example.com',
      phone: '+381 60 1234567',
    });
    expect(helper.status).toBe(201);
    helperCaretakerId = helper.body.id as string;
  });
  afterAll(() => app?.close());

  const remember = (kind: string, extreme: Extreme, id: unknown) => {
    expect(typeof id, `${kind} id`).toBe('string');
    (ids[kind] ??= {} as Record<Extreme, string>)[extreme] = id as string;
  };

  it.each(extremes)('POST /api/caretakers (%s) is kept and listed', async (extreme) => {
    const label = 'POST /api/caretakers';
    const answer = await accepted(admin, label, '/api/caretakers', extreme, {
      tag: `ct${extreme[0]}`,
    });
    remember('caretaker', extreme, answer.body.id);
    const listed =
      await json<{ id: string; name: string; holidayDates: string[] }[]>('/api/caretakers');
    const row = listed.find((c) => c.id === answer.body.id);
    expect(row?.name).toBe(trimmed(sent[label]![extreme].name));
    expect(row?.holidayDates.length).toBe((sent[label]![extreme].holidayDates as string[]).length);
  });

  it.each(extremes)('POST /api/cemeteries (%s) is kept and found by its name', async (extreme) => {
    const label = 'POST /api/cemeteries';
    const answer = await accepted(admin, label, '/api/cemeteries', extreme, {
      tag: `cm${extreme[0]}`,
      ids: { caretakerIds: [helperCaretakerId, ids.caretaker![extreme]] },
    });
    remember('cemetery', extreme, answer.body.id);
    const found = await json<{ id: string; name: string }[]>(
      `/api/cemeteries?search=${searchFor(sent[label]![extreme].name)}`,
    );
    expect(found.map((c) => c.id)).toContain(answer.body.id);
  });

  it.each(extremes)('POST /api/clients (%s) is kept and listed', async (extreme) => {
    const label = 'POST /api/clients';
    const answer = await accepted(admin, label, '/api/clients', extreme, {
      tag: `cl${extreme[0]}`,
      // An overdue plan refuses new requests (PLAN_OVERDUE): these clients get requests below.
      adjust: (body) => {
        body.planStatus = 'active';
        alternativesApart(body);
      },
    });
    remember('client', extreme, answer.body.id);
    const listed =
      await json<{ id: string; name: string; email: string; alternativeEmails: string[] }[]>(
        '/api/clients',
      );
    const row = listed.find((c) => c.id === answer.body.id);
    expect(row?.name).toBe(trimmed(sent[label]![extreme].name));
    expect(row?.email).toBe(sent[label]![extreme].email);
    expect(row?.alternativeEmails).toEqual(sent[label]![extreme].alternativeEmails);
  });

  it.each(extremes)("POST /api/graves (%s) is kept and in the client's list", async (extreme) => {
    const label = 'POST /api/graves';
    const answer = await accepted(admin, label, '/api/graves', extreme, {
      tag: `gr${extreme[0]}`,
      ids: { clientId: ids.client![extreme], cemeteryId: ids.cemetery![extreme] },
    });
    remember('grave', extreme, answer.body.id);
    const listed = await json<{ id: string; deceasedName: string }[]>(
      `/api/graves?clientId=${ids.client![extreme]}`,
    );
    expect(listed.find((g) => g.id === answer.body.id)?.deceasedName).toBe(
      trimmed(sent[label]![extreme].deceasedName),
    );
  });

  it.each(extremes)(
    "POST /api/communications/client/:clientId/messages (%s) is in the client's conversation",
    async (extreme) => {
      const label = 'POST /api/communications/client/:clientId/messages';
      const path = `/api/communications/client/${ids.client![extreme]}/messages`;
      const first = await send(admin, 'POST', path, { subject: 'First', text: 'Hello' });
      expect(first.status).toBe(201);
      const answer = await accepted(admin, label, path, extreme, {
        tag: `ms${extreme[0]}`,
        // A reply must name a message of the client's: by Message-ID, or by communication id.
        fixed: { inReplyTo: extreme === 'largest' ? first.body.messageId : first.body.id },
      });
      const listed = await json<{ id: string; subject: string; content: string }[]>(
        `/api/communications/client/${ids.client![extreme]}`,
      );
      const row = listed.find((c) => c.id === answer.body.id);
      expect(row?.subject).toBe(trimmed(sent[label]![extreme].subject));
      expect(row?.content).toBe(trimmed(sent[label]![extreme].text));
      expect(answer.body.threadId).toBe(first.body.messageId);
    },
  );

  /** A request's links: its client, grave, cemetery and the free caretaker. */
  const requestIds = (extreme: Extreme) => ({
    clientId: ids.client![extreme],
    graveId: ids.grave![extreme],
    cemeteryId: ids.cemetery![extreme],
    caretakerId: helperCaretakerId,
  });
  /** "Scheduled date cannot be in the past" (a business rule): the earliest accepted is now. */
  const scheduleFromNow = (extreme: Extreme) => (body: Record<string, unknown>) => {
    if (extreme === 'smallest') body.scheduledDate = new Date().toISOString();
  };

  it.each(extremes)(
    'POST /api/service-requests (%s) is kept and found by its client',
    async (extreme) => {
      const label = 'POST /api/service-requests';
      const answer = await accepted(admin, label, '/api/service-requests', extreme, {
        tag: `sr${extreme[0]}`,
        ids: requestIds(extreme),
        adjust: (body) => {
          scheduleFromNow(extreme)(body);
          // A request starts pending; the task routes below move it.
          body.status = 'pending';
        },
      });
      remember('request', extreme, answer.body.id);
      const found = await json<{ items: { id: string }[] }>(
        `/api/service-requests?search=${searchFor(sent['POST /api/clients']![extreme].name)}`,
      );
      expect(found.items.map((r) => r.id)).toContain(answer.body.id);
    },
  );

  it.each(extremes)('PATCH /api/service-requests/:id (%s) is kept', async (extreme) => {
    const label = 'PATCH /api/service-requests/:id';
    const id = ids.request![extreme];
    await accepted(admin, label, `/api/service-requests/${id}`, extreme, {
      tag: `sp${extreme[0]}`,
      ids: requestIds(extreme),
      adjust: (body) => {
        scheduleFromNow(extreme)(body);
        // The status moves through the task routes, tested next.
        delete body.status;
        if (extreme === 'largest') body.amount = '9999.99';
      },
    });
    const request = await json<{ amount: string; specialInstructions: string }>(
      `/api/service-requests/${id}`,
    );
    expect(request.amount).toBe(extreme === 'largest' ? '9999.99' : '0.00');
    expect(request.specialInstructions).toBe(
      trimmed(sent[label]![extreme].specialInstructions) || null,
    );
  });

  it.each(extremes)(
    'the task routes (%s): accept, decline, accept, start, complete',
    async (extreme) => {
      const id = ids.request![extreme];
      const task = { tag: `tk${extreme[0]}`, ids: { caretakerId: helperCaretakerId } };
      const move = async (action: string) =>
        accepted(
          admin,
          `POST /api/service-requests/:id/${action}`,
          `/api/service-requests/${id}/${action}`,
          extreme,
          task,
        );
      for (const action of ['accept', 'decline', 'accept', 'start', 'complete']) await move(action);
      const request = await json<{ status: string; completedDate: string }>(
        `/api/service-requests/${id}`,
      );
      expect(request.status).toBe('completed');
      const completedDate = sent['POST /api/service-requests/:id/complete']![extreme]
        .completedDate as string;
      expect(Date.parse(request.completedDate)).toBe(Date.parse(completedDate));
    },
  );

  it.each(extremes)(
    'POST /api/photos/upload (%s) at the ends of the globe, then verify and place the cemetery by it',
    async (extreme) => {
      // The furthest positions a camera and a device may report, the widest accuracy or none.
      const edge = extreme === 'largest' ? 1 : -1;
      const gps = { latitude: 90 * edge, longitude: 180 * edge };
      const form = new FormData();
      form.set('serviceRequestId', ids.request![extreme]);
      form.set('type', 'after');
      form.set('description', multiByteText(extreme === 'largest' ? 500 : 1, `ph${extreme[0]}`));
      form.set('latitude', String(gps.latitude));
      form.set('longitude', String(gps.longitude));
      form.set('accuracyMeters', extreme === 'largest' ? String(geoLimits.maxAccuracyMeters) : '0');
      const file = await cameraPhoto({ width: 640, height: 480, gps });
      form.set('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'edge.jpg');
      const uploaded = await admin.fetch('/api/photos/upload', {
        method: 'POST',
        body: form,
        headers: { 'idempotency-key': `extreme-photo-${extreme}` },
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const photo = (await uploaded.json()) as { id: string };
      covered.add(`POST /api/photos/upload ${extreme}`);

      const verified = await send(admin, 'POST', `/api/photos/${photo.id}/verify`, {});
      expect(verified.body.result).toBe('match');
      const placed = await send(
        admin,
        'POST',
        `/api/photos/${photo.id}/use-as-cemetery-position`,
        {},
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const listed = await json<{ id: string; presence: { verdict: string } }[]>(
        `/api/photos?serviceRequestId=${ids.request![extreme]}`,
      );
      expect(listed.find((p) => p.id === photo.id)?.presence.verdict).toBe('at_cemetery');
      const cemetery = await json<{ latitude: number; longitude: number }>(
        `/api/cemeteries/${ids.cemetery![extreme]}`,
      );
      expect([cemetery.latitude, cemetery.longitude]).toEqual([gps.latitude, gps.longitude]);
    },
  );

  it.each(extremes)(
    'the PATCH routes (%s) of caretakers, cemeteries, clients, graves',
    async (extreme) => {
      await accepted(
        admin,
        'PATCH /api/caretakers/:id',
        `/api/caretakers/${ids.caretaker![extreme]}`,
        extreme,
        {
          tag: `cu${extreme[0]}`,
        },
      );
      await accepted(
        admin,
        'PATCH /api/cemeteries/:id',
        `/api/cemeteries/${ids.cemetery![extreme]}`,
        extreme,
        {
          tag: `cn${extreme[0]}`,
          ids: { caretakerIds: [helperCaretakerId, ids.caretaker![extreme]] },
        },
      );
      await accepted(
        admin,
        'PATCH /api/clients/:id',
        `/api/clients/${ids.client![extreme]}`,
        extreme,
        { tag: `cp${extreme[0]}`, adjust: alternativesApart },
      );
      await accepted(
        admin,
        'PUT /api/clients/:id/reminders',
        `/api/clients/${ids.client![extreme]}/reminders`,
        extreme,
        { tag: `cr${extreme[0]}` },
      );
      await accepted(
        admin,
        'PUT /api/clients/:id/notification-mail',
        `/api/clients/${ids.client![extreme]}/notification-mail`,
        extreme,
        { tag: `nm${extreme[0]}` },
      );
      const mailed = await json<{ kinds: string[] }>(
        `/api/clients/${ids.client![extreme]}/notification-mail`,
      );
      expect([...mailed.kinds].sort()).toEqual(
        [...(sent['PUT /api/clients/:id/notification-mail']![extreme].kinds as string[])].sort(),
      );
      await accepted(
        admin,
        'PATCH /api/graves/:id',
        `/api/graves/${ids.grave![extreme]}`,
        extreme,
        {
          tag: `gp${extreme[0]}`,
          ids: { cemeteryId: ids.cemetery![extreme] },
        },
      );
      const client = await json<{ name: string; email: string; reminderDaysBefore: number }>(
        `/api/clients/${ids.client![extreme]}`,
      );
      expect(client.name).toBe(trimmed(sent['PATCH /api/clients/:id']![extreme].name));
      expect(client.reminderDaysBefore).toBe(
        sent['PUT /api/clients/:id/reminders']![extreme].reminderDaysBefore,
      );
      const cemeteries = await json<{ id: string }[]>(
        `/api/cemeteries?search=${searchFor(sent['PATCH /api/cemeteries/:id']![extreme].name)}`,
      );
      expect(cemeteries.map((c) => c.id)).toContain(ids.cemetery![extreme]);
      // The request's search follows the renamed client.
      const found = await json<{ items: { id: string }[] }>(
        `/api/service-requests?search=${searchFor(client.name)}`,
      );
      expect(found.items.map((r) => r.id)).toContain(ids.request![extreme]);
    },
  );

  it.each(extremes)(
    "POST /api/service-requests/orders (%s) is pending in the family's list",
    async (extreme) => {
      const label = 'POST /api/service-requests/orders';
      const answer = await accepted(admin, label, '/api/service-requests/orders', extreme, {
        tag: `or${extreme[0]}`,
        ids: { graveId: ids.grave![extreme] },
        // A key must name a real occasion: the longest kind, or none.
        fixed: {
          occasionKey: extreme === 'largest' ? 'mitrovskeZadusnice:2100-11-06' : null,
        },
        // Not before today in Serbia (a business rule).
        adjust: (body) => {
          if (extreme === 'smallest') body.visitDate = serviceDayToday();
        },
      });
      const found = await json<{ items: { id: string; status: string }[] }>(
        `/api/service-requests?clientId=${ids.client![extreme]}&pageSize=100`,
      );
      expect(found.items.find((r) => r.id === answer.body.id)?.status).toBe('pending');
    },
  );

  it.each(extremes)('POST /api/registrations (%s) registers a findable client', async (extreme) => {
    const label = 'POST /api/registrations';
    const answer = await accepted(app.client(), label, '/api/registrations', extreme, {
      tag: `rg${extreme[0]}`,
      ids: { cemeteryId: ids.cemetery![extreme] },
    });
    const listed = await json<{ id: string; name: string }[]>('/api/clients');
    expect(listed.find((c) => c.id === answer.body.clientId)?.name).toBe(
      trimmed(sent[label]![extreme].name),
    );
  });

  it.each(extremes)(
    'POST /api/service-requests/guest (%s) is found by its guest',
    async (extreme) => {
      const label = 'POST /api/service-requests/guest';
      const answer = await accepted(app.client(), label, '/api/service-requests/guest', extreme, {
        tag: `gs${extreme[0]}`,
      });
      const found = await json<{ items: { id: string }[] }>(
        `/api/service-requests?search=${searchFor(sent[label]![extreme].guestName)}`,
      );
      expect(found.items.map((r) => r.id)).toContain(answer.body.id);
    },
  );

  it.each(extremes)(
    'POST /api/invite/:token/activate (%s), then POST /api/login with that password',
    async (extreme) => {
      const approved = await admin.post(`/api/clients/${ids.client![extreme]}/approve`);
      expect(approved.status).toBe(200);
      const { inviteLink } = (await approved.json()) as { inviteLink: string };
      const token = inviteLink.split('/invite/')[1]!;
      const label = 'POST /api/invite/:token/activate';
      await accepted(app.client(), label, `/api/invite/${token}/activate`, extreme, {
        tag: `iv${extreme[0]}`,
      });
      const { email } = await json<{ email: string }>(`/api/clients/${ids.client![extreme]}`);
      const password = sent[label]![extreme].password as string;
      await accepted(app.client(), 'POST /api/login', '/api/login', extreme, {
        tag: `lg${extreme[0]}`,
        adjust: (body) => Object.assign(body, { email, password }),
      });
    },
  );

  // The ledger. The largest invoice is 50 lines of 1,000 × €10.00 at 100% VAT: exactly the
  // €1,000,000 an invoice may total (a larger one is refused before anything is recorded).
  const serviceDayToday = () => serviceDay(new Date()).date;

  it.each(extremes)('POST /api/invoices (%s) is issued and listed', async (extreme) => {
    const label = 'POST /api/invoices';
    const answer = await accepted(admin, label, '/api/invoices', extreme, {
      tag: `in${extreme[0]}`,
      ids: { clientId: ids.client![extreme] },
      adjust: (body) => {
        body.vatRate = extreme === 'largest' ? '100' : '0';
        // Not before the day of issue (a business rule): the earliest accepted is today.
        if (extreme === 'smallest') body.dueDate = serviceDayToday();
        for (const line of body.lines as Record<string, unknown>[])
          line.unitPrice = extreme === 'largest' ? '10.00' : '0';
      },
    });
    remember('invoice', extreme, answer.body.id);
    expect(answer.body.total).toBe(extreme === 'largest' ? '1000000.00' : '0.00');
    const listed = await json<{ items: { id: string }[] }>(
      `/api/invoices?clientId=${ids.client![extreme]}&pageSize=100`,
    );
    expect(listed.items.map((i) => i.id)).toContain(answer.body.id);
    const pdf = await admin.get(`/api/invoices/${String(answer.body.id)}/pdf`);
    expect(pdf.status).toBe(200);
  });

  it.each(extremes)('POST /api/payments (%s) is recorded against the invoice', async (extreme) => {
    const label = 'POST /api/payments';
    const answer = await accepted(admin, label, '/api/payments', extreme, {
      tag: `py${extreme[0]}`,
      ids: { invoiceId: ids.invoice![extreme] },
      adjust: (body) => {
        body.amount = extreme === 'largest' ? '1000000.00' : '0.01';
      },
    });
    expect(answer.body.invoiceId).toBe(ids.invoice![extreme]);
    remember('payment', extreme, answer.body.id);
  });

  it.each(extremes)(
    'POST /api/payments/:id/refunds (%s) pays the payment back in full',
    async (extreme) => {
      const answer = await accepted(
        admin,
        'POST /api/payments/:id/refunds',
        `/api/payments/${ids.payment![extreme]}/refunds`,
        extreme,
        {
          tag: `rf${extreme[0]}`,
          // All of the payment (at most what it brought: a business rule).
          adjust: (body) => {
            body.amount = extreme === 'largest' ? '1000000.00' : '0.01';
          },
        },
      );
      expect(answer.body.refunded).toBe(answer.body.amount);
    },
  );

  it.each(extremes)(
    'POST /api/invoices/:id/credit-notes (%s) credits an invoice; its PDF opens',
    async (extreme) => {
      // The most and the least an invoice can be credited: its whole total of €1,000,000, or €0.01.
      const issued = await send(admin, 'POST', '/api/invoices', {
        clientId: ids.client![extreme],
        lines: [
          extreme === 'largest'
            ? { description: 'To credit', quantity: 10, unitPrice: '100000.00' }
            : { description: 'To credit', unitPrice: '0.01' },
        ],
      });
      expect(issued.status).toBe(201);
      const answer = await accepted(
        admin,
        'POST /api/invoices/:id/credit-notes',
        `/api/invoices/${String(issued.body.id)}/credit-notes`,
        extreme,
        {
          tag: `cn${extreme[0]}`,
          adjust: (body) => {
            body.amount = extreme === 'largest' ? '1000000.00' : '0.01';
          },
        },
      );
      const listed = await json<{ items: { id: string }[] }>(
        `/api/credit-notes?clientId=${ids.client![extreme]}&pageSize=100`,
      );
      expect(listed.items.map((note) => note.id)).toContain(answer.body.id);
      const pdf = await admin.get(`/api/credit-notes/${String(answer.body.id)}/pdf`);
      expect(pdf.status).toBe(200);
    },
  );

  it.each(extremes)('POST /api/invoices/:id/void (%s) voids an unpaid invoice', async (extreme) => {
    const issued = await send(admin, 'POST', '/api/invoices', {
      clientId: ids.client![extreme],
      lines: [{ description: 'To void', unitPrice: '1.00' }],
    });
    expect(issued.status).toBe(201);
    const answer = await accepted(
      admin,
      'POST /api/invoices/:id/void',
      `/api/invoices/${String(issued.body.id)}/void`,
      extreme,
      { tag: `vd${extreme[0]}` },
    );
    expect(answer.body.status).toBe('void');
  });

  it.each(extremes)(
    'POST /api/payments/import (%s), then assign and dismiss its unmatched transfers',
    async (extreme) => {
      // The largest file: as many incoming transfers as one import takes, each with the longest
      // remittance and payer a line keeps, in multi-byte text; none names an invoice.
      const transfers = Array.from({ length: extreme === 'largest' ? 400 : 2 }, (_, i) => ({
        amount: `${i + 1}.00`,
        bookedOn: serviceDayToday(),
        remittance: multiByteText(extreme === 'largest' ? 500 : 1, `rm${i}`),
        payer: multiByteText(extreme === 'largest' ? 140 : 1, `pr${i}`),
        bankReference: `${extreme}-${i}-${Date.now()}`,
      }));
      const content = camt053(transfers);
      const imported = await accepted(
        admin,
        'POST /api/payments/import',
        '/api/payments/import',
        extreme,
        {
          tag: `im${extreme[0]}`,
          adjust: (body) => {
            body.content = content;
          },
        },
      );
      expect((imported.body.unmatched as unknown[]).length).toBe(transfers.length);
      const statementId = String(imported.body.statementId);
      await accepted(
        admin,
        'POST /api/payments/unmatched/:statementId/:line/assign',
        `/api/payments/unmatched/${statementId}/1/assign`,
        extreme,
        { tag: `as${extreme[0]}`, ids: { invoiceId: ids.invoice![extreme] } },
      );
      await accepted(
        admin,
        'POST /api/payments/unmatched/:statementId/:line/dismiss',
        `/api/payments/unmatched/${statementId}/2/dismiss`,
        extreme,
        { tag: `ds${extreme[0]}` },
      );
      const waiting = await json<{ statementId: string }[]>('/api/payments/unmatched');
      expect(waiting.filter((t) => t.statementId === statementId)).toHaveLength(
        transfers.length - 2,
      );
    },
  );

  it.each(extremes)(
    'PUT /api/clients/:id/subscription (%s), then pause, resume and end it',
    async (extreme) => {
      const clientId = ids.client![extreme];
      const answer = await accepted(
        admin,
        'PUT /api/clients/:id/subscription',
        `/api/clients/${clientId}/subscription`,
        extreme,
        {
          tag: `su${extreme[0]}`,
          adjust: (body) => {
            // The largest custom price a line may have; the smallest, a free plan.
            body.plan = 'custom';
            body.monthlyPrice = extreme === 'largest' ? '100000.00' : '0';
          },
        },
      );
      expect(answer.body.status).toBe('active');
      const invoiced = await runPlanInvoicing({
        pool: app.deps.pool,
        eventStore: app.deps.eventStore,
        logger: app.deps.logger,
      });
      if (invoiced.position) await app.deps.waitForProjections(invoiced.position);
      for (const action of ['pause', 'resume', 'end'])
        await accepted(
          admin,
          'POST /api/clients/:id/subscription/:action',
          `/api/clients/${clientId}/subscription/${action}`,
          extreme,
          { tag: `sa${extreme[0]}` },
        );
      const subscription = await json<{ status: string }>(`/api/clients/${clientId}/subscription`);
      expect(subscription.status).toBe('ended');
    },
  );

  it.each(extremes)(
    'PUT /api/price-list/:serviceType (%s) is set and read back',
    async (extreme) => {
      const serviceType = extreme === 'largest' ? 'full_service_package' : 'memorial_candles';
      const answer = await accepted(
        admin,
        'PUT /api/price-list/:serviceType',
        `/api/price-list/${serviceType}`,
        extreme,
        {
          tag: `pl${extreme[0]}`,
          // The price's bounds are a request amount's (a business rule's): 0 to 10,000.
          adjust: (body) => {
            body.price = extreme === 'largest' ? '10000.00' : '0';
          },
        },
      );
      const items = answer.body.items as { serviceType: string; price: string | null }[];
      expect(items.find((item) => item.serviceType === serviceType)?.price).toBe(
        extreme === 'largest' ? '10000.00' : '0.00',
      );
    },
  );

  it.each(extremes)('PUT /api/exchange-rate (%s) is set and read back', async (extreme) => {
    const answer = await accepted(admin, 'PUT /api/exchange-rate', '/api/exchange-rate', extreme, {
      tag: `xr${extreme[0]}`,
      adjust: (body) => {
        // The rate's bounds are a business rule's; a rate is never dated before the one in
        // force (a business rule), so both are for today.
        body.rate = extreme === 'largest' ? '1000.0000' : '1';
        body.effectiveOn = serviceDayToday();
      },
    });
    const current = answer.body.current as { rate: string; note: string | null };
    expect(current.rate).toBe(extreme === 'largest' ? '1000.0000' : '1.0000');
    expect(current.note).toBe(trimmed(sent['PUT /api/exchange-rate']![extreme].note) || null);
    // An open invoice's dinar amount at the extreme rate still makes an IPS QR and a PDF.
    const instructions = await json<{ ipsQrPayload: string | null }>(
      `/api/invoices/${ids.invoice![extreme]}/payment-instructions`,
    );
    expect(instructions.ipsQrPayload).toMatch(/^K:PR\|/);
    expect((await admin.get(`/api/invoices/${ids.invoice![extreme]}/pdf`)).status).toBe(200);
  });

  it.each(extremes)(
    'POST /api/admin/projections/:name/skip (%s): 409, as nothing is paused',
    async (extreme) => {
      // A business-rule refusal by design: only the event a projection is paused on can be
      // skipped, and nothing is paused. The body is still the largest/smallest valid one.
      const label = 'POST /api/admin/projections/:name/skip';
      const body = extremeBody(schemaOf(label), {
        extreme,
        tag: `sk${extreme[0]}`,
        ids: { eventId: ids.request![extreme] },
      });
      const answer = await send(admin, 'POST', '/api/admin/projections/clients/skip', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.code).toBe('PROJECTION_NOT_PAUSED_ON_EVENT');
      expect(answer.body.message).toEqual(expect.any(String));
      covered.add(`${label} ${extreme}`);
    },
  );

  // Payouts: a caretaker's completed task at the largest amount a request takes accrues (here
  // settled at once: this app runs no reactors); the running month is closed (the largest month
  // accepted), the first month the ledger knows closes nothing; each statement is paid.
  const payoutStatementIds: Partial<Record<Extreme, string>> = {};
  it.each(extremes)('POST /api/payouts/close (%s) closes the month', async (extreme) => {
    if (extreme === 'largest')
      for (const name of ['Payout Largest', 'Payout Smallest']) {
        const caretakerId = await recordPayoutCaretaker(app, name, 'bank_transfer');
        const requestId = await recordCompletedTask(app, {
          caretakerId,
          amount: '10000.00',
          completedDate: new Date().toISOString(),
        });
        const position = await settleRequestEarning(
          app.deps.eventStore,
          requestId,
          systemContext(),
        );
        if (position) await app.deps.waitForProjections(position);
      }
    const answer = await accepted(admin, 'POST /api/payouts/close', '/api/payouts/close', extreme, {
      tag: `pc${extreme[0]}`,
      adjust: (body) => {
        body.month = extreme === 'largest' ? serviceDayToday().slice(0, 7) : '2000-01';
      },
    });
    const created = answer.body.created as { id: string; caretakerName: string; total: string }[];
    if (extreme === 'largest') {
      const ours = created.filter((s) => s.caretakerName.startsWith('Payout '));
      expect(ours.map((s) => s.total)).toEqual(['7000.00', '7000.00']);
      payoutStatementIds.largest = ours[0]!.id;
      payoutStatementIds.smallest = ours[1]!.id;
    } else expect(created).toEqual([]);
  });

  it.each(extremes)('POST /api/payouts/:id/paid (%s) pays the statement', async (extreme) => {
    const id = payoutStatementIds[extreme]!;
    const answer = await accepted(
      admin,
      'POST /api/payouts/:id/paid',
      `/api/payouts/${id}/paid`,
      extreme,
      {
        tag: `pp${extreme[0]}`,
        // Not before the statement's month began (a business rule): today.
        adjust: (body) => {
          body.paidOn = serviceDayToday();
        },
      },
    );
    expect(answer.body.status).toBe('paid');
    expect(answer.body.reference).toBe(
      trimmed(sent['POST /api/payouts/:id/paid']![extreme].reference) || null,
    );
    const listed = await json<{ items: { id: string }[] }>('/api/payouts?status=paid&pageSize=100');
    expect(listed.items.map((s) => s.id)).toContain(id);
  });

  it('every create and update route with a body was sent both extremes', () => {
    const expected = routeTable
      .filter((route) => route.method !== 'get' && route.method !== 'delete' && route.body)
      .map(labelOf)
      .filter((label) => !(label in notCreatesOrUpdates))
      .flatMap((label) => extremes.map((extreme) => `${label} ${extreme}`));
    expect(expected.filter((call) => !covered.has(call))).toEqual([]);
  });

  it('leaves every read model running and caught up', async () => {
    type Projection = { name: string; status: string; lag: number; error?: unknown };
    let projections: Projection[] = [];
    const deadline = Date.now() + 20_000;
    do {
      projections = (await json<{ projections: Projection[] }>('/api/admin/projections'))
        .projections;
      if (projections.every((p) => p.status === 'running' && p.lag === 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (Date.now() < deadline);
    expect(projections.length).toBeGreaterThan(0);
    expect(
      projections.filter((p) => p.status !== 'running' || p.lag !== 0),
      JSON.stringify(projections, null, 1),
    ).toEqual([]);
  });
});

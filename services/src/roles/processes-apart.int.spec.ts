import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '@memorial-care/contracts/events';
import {
  approveResultSchema,
  caretakerSchema,
  cemeterySchema,
  clientSchema,
  graveSchema,
  serviceRequestCreatedSchema,
  serviceRequestSchema,
} from '@memorial-care/contracts/http';
import { allProjections } from '@memorial-care/projections';
import { eventually } from '@memorial-care/projections/testing';
import { checkProjections } from '../audit/consistency-check';
import { createUserAccount } from '../auth/user-accounts';
import { allReactors } from '../reactors/all-reactors';
import { systemContext } from '../shared/command-handler';
import { createTestClient, type TestClient } from '../testing/test-app';
import { runnerHolders } from './testing/runner-holders';
import {
  databasePoolSize,
  startDeploymentApart,
  type DeploymentApart,
} from './testing/deployment-apart';

// Two API processes, a projector and a worker started apart from the entry point, as production
// runs them; writes go through both APIs at once.

let deployment: DeploymentApart;
let apis: [TestClient, TestClient];
const admin = { email: 'processes.admin@example.test', password: 'processes-apart-password' };

const signIn = async (url: string) => {
  const client = createTestClient(url);
  // The account is written by this test and projected by the projector process.
  await eventually(
    () => client.post('/api/login', admin).then((r) => r.status),
    (status) => status === 200,
  );
  return client;
};

beforeAll(async () => {
  deployment = await startDeploymentApart();
  const { database, eventStore, apiUrls } = deployment;
  await createUserAccount(
    { pool: database.pool, eventStore },
    { ...admin, firstName: 'Processes', lastName: 'Apart', role: 'admin' },
    systemContext(),
  );
  apis = [await signIn(apiUrls[0]), await signIn(apiUrls[1])];
}, 90_000);

afterAll(() => deployment?.close());

// A failure shows what the processes said.
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const child of deployment?.processes ?? [])
    console.error(
      `--- output of ${child.name} (last 5,000 characters) ---\n${child.output().slice(-5_000)}`,
    );
});

/** Writes alternate between the APIs by `i`; `other(i)` is the API that `through(i)` is not. */
const through = (i: number) => apis[i % 2] as TestClient;
const other = (i: number) => apis[(i + 1) % 2] as TestClient;

/** The answer's body parsed with its contract, after checking the status. */
const answer = async <T>(response: Response, status: number, schema: z.ZodType<T>) => {
  expect(response.status, `${response.url}: ${await response.clone().text()}`).toBe(status);
  return schema.parse(await response.json());
};

const clientCount = 8;
const caretakerEmail = 'dragan.processes@example.test';
/** The invite link of every approved client (each gets an account and an invite mail). */
const inviteLinks = new Map<string, string>();
/** Approved, then deleted: the account-access reactor sees the deletion. */
const leaving = { name: 'Klijent Odlazi', email: 'leaving.processes@example.test' };

const approve = async (api: TestClient, clientId: string, email: string) => {
  const { inviteLink } = await answer(
    await api.post(`/api/clients/${clientId}/approve`),
    200,
    approveResultSchema,
  );
  inviteLinks.set(email, inviteLink);
};

const mailTo = (email: string) => new RegExp(`^To: .*${email.replace(/\./g, '\\.')}`, 'm');

describe('two API processes, a projector and a worker, apart', () => {
  it('take writes through both APIs at once, each visible through the other API at once', async () => {
    const caretaker = await answer(
      await through(0).post('/api/caretakers', {
        name: 'Dragan Nikolić',
        email: caretakerEmail,
        phone: '+381 64 000 0001',
      }),
      201,
      caretakerSchema,
    );
    const cemeteries = await Promise.all(
      ['Novo groblje', 'Topčidersko groblje'].map(async (name, i) =>
        answer(
          await through(i).post('/api/cemeteries', { name, city: 'Beograd', region: 'Beograd' }),
          201,
          cemeterySchema,
        ),
      ),
    );

    const leaveAfterTheInvite = async () => {
      const client = await answer(
        await through(0).post('/api/clients', leaving),
        201,
        clientSchema,
      );
      await approve(through(1), client.id, leaving.email);
      // Deleted once its invite mail is out, so that the count of mails below is exact.
      await eventually(
        () => deployment.outboxMails(),
        (mails) => mails.some((mail) => mailTo(leaving.email).test(mail)),
      );
      expect((await through(0).delete(`/api/clients/${client.id}`)).status).toBe(204);
      expect((await through(1).get(`/api/clients/${client.id}`)).status).toBe(404);
    };

    const scheduledDate = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const clientLife = async (i: number) => {
      const email = `client.${i}.processes@example.test`;
      const client = await answer(
        await through(i).post('/api/clients', { name: `Klijent ${i}`, email }),
        201,
        clientSchema,
      );
      // Read-your-writes across processes: the other API has it already.
      expect(
        await answer(await other(i).get(`/api/clients/${client.id}`), 200, clientSchema),
      ).toMatchObject({ id: client.id, email });

      const cemetery = cemeteries[i % cemeteries.length];
      const grave = await answer(
        await other(i).post('/api/graves', {
          clientId: client.id,
          cemeteryId: cemetery?.id,
          deceasedName: `Pokojnik ${i}`,
          graveNumber: `P-${i}`,
        }),
        201,
        graveSchema,
      );
      const request = await answer(
        await through(i).post('/api/service-requests', {
          clientId: client.id,
          graveId: grave.id,
          cemeteryId: cemetery?.id,
          caretakerId: caretaker.id,
          serviceType: 'grave_cleaning',
          priority: 'normal',
          amount: '45.00',
          scheduledDate,
        }),
        201,
        serviceRequestCreatedSchema,
      );
      await approve(other(i), client.id, email);

      const notes = `Edited through API ${(i % 2) + 1}`;
      await answer(
        await through(i).patch(`/api/clients/${client.id}`, { notes }),
        200,
        clientSchema,
      );
      expect(
        await answer(await other(i).get(`/api/clients/${client.id}`), 200, clientSchema),
      ).toMatchObject({ notes });
      const changed = await other(i).patch(`/api/service-requests/${request.id}`, {
        priority: 'high',
      });
      expect(changed.status).toBe(200);
      expect(
        await answer(
          await through(i).get(`/api/service-requests/${request.id}`),
          200,
          serviceRequestSchema,
        ),
      ).toMatchObject({ priority: 'high', graveId: grave.id });
    };
    await Promise.all([
      leaveAfterTheInvite(),
      ...Array.from({ length: clientCount }, (_, i) => clientLife(i)),
    ]);

    // Both APIs edit one cemetery at the same moment, each a field of its own: both edits land.
    const [contested] = cemeteries;
    const edits = [{ contact: 'Upravnik groblja' }, { accessNotes: 'Ulaz sa severne kapije' }];
    const statuses = await Promise.all(
      edits.map(
        async (edit, i) =>
          (await through(i).patch(`/api/cemeteries/${contested?.id}`, edit)).status,
      ),
    );
    expect(statuses).toEqual([200, 200]);
    for (const api of apis)
      expect(
        await answer(await api.get(`/api/cemeteries/${contested?.id}`), 200, cemeterySchema),
      ).toMatchObject({ ...edits[0], ...edits[1] });
  });

  it('bring every read model and reactor to the end of the log', async () => {
    const standing = z.object({ name: z.string(), lag: z.number(), status: z.string() });
    const caughtUp = (all: readonly z.infer<typeof standing>[], count: number) =>
      all.length === count && all.every((s) => s.lag === 0 && s.status === 'running');
    await eventually(
      async () =>
        z
          .object({ projections: z.array(standing) })
          .parse(await (await through(0).get('/api/admin/projections')).json()).projections,
      (projections) => caughtUp(projections, allProjections.length),
      20_000,
    );
    await eventually(
      async () =>
        z
          .object({ reactors: z.array(standing) })
          .parse(await (await through(1).get('/api/admin/reactors')).json()).reactors,
      (reactors) => caughtUp(reactors, allReactors.length),
      20_000,
    );
  });

  it('leave every read model equal to a rebuild from the log', async () => {
    const checks = await checkProjections({
      pool: deployment.database.pool,
      eventStore: deployment.eventStore,
      projections: allProjections,
    });
    expect(checks.flatMap((c) => c.differences)).toEqual([]);
    // Not a vacuous match: the writes above are in the replayed models.
    const replayed = new Map(checks.map((c) => [c.projection, c.events]));
    expect(replayed.get('clients')).toBeGreaterThanOrEqual(3 * clientCount);
    expect(replayed.get('service-requests')).toBeGreaterThanOrEqual(2 * clientCount);
  });

  it('run one active runner per projection, in the projector, and per reactor, in the worker', async () => {
    const expected = [
      ...allProjections.map((p) => ({ kind: 'projection', name: p.name, process: 'mc-projector' })),
      ...allReactors.map((r) => ({ kind: 'reactor', name: r.name, process: 'mc-worker' })),
    ];
    const byKindAndName = (a: { kind: string; name: string }, b: { kind: string; name: string }) =>
      `${a.kind}/${a.name}` < `${b.kind}/${b.name}` ? -1 : 1;
    const holders = await runnerHolders(deployment.database.pool);
    expect(holders.sort(byKindAndName)).toEqual(expected.sort(byKindAndName));
  });

  it('hold at most the pool and two more PostgreSQL connections per process', async () => {
    const connections = await deployment.database.pool.any(sql.type(
      z.object({ process: z.string(), count: z.number() }),
    )`
      SELECT application_name AS "process", count(*)::int AS "count" FROM pg_stat_activity
      WHERE datname = current_database() AND application_name LIKE 'mc-%'
      GROUP BY application_name ORDER BY application_name COLLATE "C"`);
    expect(connections.map((c) => c.process)).toEqual(
      deployment.processes.map((p) => p.name).sort(),
    );
    for (const { process, count } of connections)
      expect(count, process).toBeLessThanOrEqual(databasePoolSize + 2);
  });

  it('send each invite mail exactly once, each approved client their own link', async () => {
    const mails = await deployment.outboxMails();
    const invited = [...inviteLinks.keys(), caretakerEmail].sort();
    expect(mails).toHaveLength(invited.length);
    for (const email of invited)
      expect(
        mails.filter((mail) => mailTo(email).test(mail)),
        email,
      ).toHaveLength(1);
    for (const [email, link] of inviteLinks)
      expect(mails.find((mail) => mailTo(email).test(mail))).toContain(link);
    const deliveries = await deployment.database.pool.any(
      sql.type(
        z.object({ recipient: z.string(), status: z.string() }),
      )`SELECT recipient, status FROM mail_deliveries ORDER BY recipient COLLATE "C"`,
    );
    expect(deliveries).toEqual(invited.map((recipient) => ({ recipient, status: 'sent' })));
  });

  it("end the deleted client's access exactly once, the route and the reactor together", async () => {
    const userId = await deployment.database.pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      SELECT id::text AS "id" FROM users WHERE email = ${leaving.email}`);
    const disabled = (await deployment.eventStore.readStream(userStreamId(userId))).filter(
      (event) => event.type === 'UserAccountDisabled',
    );
    expect(disabled).toHaveLength(1);
  });

  it('stop on SIGTERM with exit code 0, leaving no session behind', async () => {
    const { processes, database } = deployment;
    const codes = await Promise.all(processes.map((child) => child.stop(5_000)));
    expect(codes).toEqual(processes.map(() => 0));
    const sessions = await database.pool.oneFirst(sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int AS "count" FROM pg_stat_activity
      WHERE datname = current_database() AND application_name LIKE 'mc-%'`);
    expect(sessions).toBe(0);
  });
});

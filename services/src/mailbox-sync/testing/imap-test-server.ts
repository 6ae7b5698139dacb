import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';

// A private Dovecot (IMAP) on a free loopback port for the mailbox sync's tests: its own config,
// users (a passwd file) and maildirs in a temporary folder, plain sign-in allowed (loopback
// only). As root it runs as an unprivileged user (MC_DOVECOT_USER, default `nobody`); otherwise
// as the user running the tests. Dovecot missing: scripts/ensure-dovecot.sh installs it, and
// when that cannot, starting fails loudly — these tests never skip.

const run = promisify(execFile);
const dovecotPath = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
const ensureScript = fileURLToPath(
  new URL('../../../../scripts/ensure-dovecot.sh', import.meta.url),
);

export interface ImapTestUser {
  readonly user: string;
  readonly password: string;
}

/** Sign-in with OAuth 2.0 access tokens (XOAUTH2, OAUTHBEARER), checked at a provider. */
export interface ImapTestOAuth {
  /** RFC 7662 introspection, the client's credentials in the URL (`http://id:secret@host/…`). */
  readonly introspectionUrl: string;
  /** The introspection answer's field that names the user (default `sub`). */
  readonly usernameAttribute?: string;
}

export interface ImapTestServer {
  readonly host: string;
  readonly port: number;
  /** The environment that points the app's mailbox sync at this server as `account`. */
  env(account: ImapTestUser, mailboxes: readonly string[]): Record<string, string>;
  addUser(account: ImapTestUser): Promise<void>;
  /** Appends real RFC 822 messages to a folder (created when missing); answers their UIDs. */
  append(account: ImapTestUser, mailbox: string, messages: readonly string[]): Promise<number[]>;
  /**
   * Deletes the folder and creates it again with these messages: the server gives it a new
   * UIDVALIDITY. Answers the new one.
   */
  recreateMailbox(
    account: ImapTestUser,
    mailbox: string,
    messages: readonly string[],
  ): Promise<string>;
  /** The folder's UIDVALIDITY as the server says it now. */
  uidValidityOf(account: ImapTestUser, mailbox: string): Promise<string>;
  stop(): Promise<void>;
}

const ensureDovecot = async () => {
  if (existsSync(dovecotPath)) return;
  await run('bash', [ensureScript], { timeout: 600_000 }).catch((error: unknown) => {
    throw new Error(
      `Dovecot is needed for the mailbox sync's tests and could not be installed (${String(error)}). Run scripts/ensure-dovecot.sh as root, or set DOVECOT_PATH.`,
    );
  });
  if (!existsSync(dovecotPath))
    throw new Error(`Dovecot is still missing at ${dovecotPath} after scripts/ensure-dovecot.sh`);
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** Who Dovecot runs as: never root (it refuses mail access as root anyway). */
const runAs = async () => {
  if (process.getuid?.() !== 0) {
    const me = userInfo();
    const group = (await run('id', ['-gn'])).stdout.trim();
    return { name: me.username, group, uid: me.uid, gid: me.gid, spawnAs: {} };
  }
  const name = process.env.MC_DOVECOT_USER ?? 'nobody';
  const id = async (flag: string) => (await run('id', [flag, name])).stdout.trim();
  const [uid, gid, group] = [Number(await id('-u')), Number(await id('-g')), await id('-gn')];
  return { name, group, uid, gid, spawnAs: { uid, gid } };
};

const configOf = (
  dir: string,
  port: number,
  user: { name: string; group: string },
  oauth: ImapTestOAuth | null,
) => `
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = mc-imap-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login${oauth ? ' xoauth2 oauthbearer' : ''}
log_path = ${dir}/dovecot.log
default_login_user = ${user.name}
default_internal_user = ${user.name}
default_internal_group = ${user.group}
first_valid_uid = 1
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
${
  oauth
    ? `passdb {
  driver = oauth2
  mechanisms = xoauth2 oauthbearer
  args = ${dir}/oauth2.conf
}`
    : ''
}
userdb {
  driver = static
  args = uid=${user.name} gid=${user.group} home=${dir}/home/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;

const greets = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('* OK')));
    socket.connect(port, '127.0.0.1');
  });

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Starts a private Dovecot; call `stop()` in `afterAll`. */
export const startImapTestServer = async (
  users: readonly ImapTestUser[] = [],
  oauth: ImapTestOAuth | null = null,
): Promise<ImapTestServer> => {
  await ensureDovecot();
  const owner = await runAs();
  const dir = await mkdtemp(join(tmpdir(), 'mc-imap-'));
  const passwd = new Map(users.map((u) => [u.user, u.password]));
  const writeUsers = async () => {
    await writeFile(
      join(dir, 'passwd'),
      [...passwd].map(([user, password]) => `${user}:{PLAIN}${password}::::::\n`).join(''),
    );
    if (owner.spawnAs.uid !== undefined) await chown(join(dir, 'passwd'), owner.uid, owner.gid);
  };
  for (const sub of ['run', 'state', 'home']) await mkdir(join(dir, sub));
  await writeUsers();
  const port = await freePort();
  await writeFile(join(dir, 'dovecot.conf'), configOf(dir, port, owner, oauth));
  if (oauth)
    await writeFile(
      join(dir, 'oauth2.conf'),
      [
        'introspection_mode = post',
        `introspection_url = ${oauth.introspectionUrl}`,
        `username_attribute = ${oauth.usernameAttribute ?? 'sub'}`,
        'active_attribute = active',
        'active_value = true',
        '',
      ].join('\n'),
    );
  if (owner.spawnAs.uid !== undefined) {
    await chown(dir, owner.uid, owner.gid);
    for (const entry of await readdir(dir)) await chown(join(dir, entry), owner.uid, owner.gid);
  }
  const child = spawn(dovecotPath, ['-F', '-c', join(dir, 'dovecot.conf')], {
    ...owner.spawnAs,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A test process that dies must not leave its Dovecot behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await greets(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = await readFile(join(dir, 'dovecot.log'), 'utf8').catch(() => '');
      await stop();
      throw new Error(`The test Dovecot did not start on port ${port}:\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const session = async <T>(account: ImapTestUser, work: (client: ImapFlow) => Promise<T>) => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: account.user, pass: account.password },
      logger: false,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };
  const appendAll = async (client: ImapFlow, mailbox: string, messages: readonly string[]) => {
    const uids: number[] = [];
    for (const message of messages) {
      const appended = await client.append(mailbox, Buffer.from(message, 'utf8'));
      if (!appended || appended.uid === undefined) throw new Error(`APPEND to ${mailbox} failed`);
      uids.push(appended.uid);
    }
    return uids;
  };
  const ensureMailbox = async (client: ImapFlow, mailbox: string) => {
    const exists = (await client.list()).some((entry) => entry.path === mailbox);
    if (!exists) await client.mailboxCreate(mailbox);
  };
  const uidValidity = async (client: ImapFlow, mailbox: string) => {
    const status = await client.status(mailbox, { uidValidity: true });
    if (!status || status.uidValidity === undefined) throw new Error(`No STATUS of ${mailbox}`);
    return status.uidValidity.toString();
  };

  return {
    host: '127.0.0.1',
    port,
    env: (account, mailboxes) => ({
      IMAP_HOST: '127.0.0.1',
      IMAP_PORT: String(port),
      IMAP_TLS: 'none',
      IMAP_USER: account.user,
      IMAP_PASSWORD: account.password,
      IMAP_MAILBOXES: mailboxes.join(','),
    }),
    addUser: async (account) => {
      passwd.set(account.user, account.password);
      await writeUsers();
    },
    append: (account, mailbox, messages) =>
      session(account, async (client) => {
        await ensureMailbox(client, mailbox);
        return appendAll(client, mailbox, messages);
      }),
    recreateMailbox: (account, mailbox, messages) =>
      session(account, async (client) => {
        await client.mailboxDelete(mailbox);
        await client.mailboxCreate(mailbox);
        await appendAll(client, mailbox, messages);
        return uidValidity(client, mailbox);
      }),
    uidValidityOf: (account, mailbox) => session(account, (client) => uidValidity(client, mailbox)),
    stop,
  };
};

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

/** A production environment that passes every production check. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  INVITE_SECRET: 'i'.repeat(32),
  MAIL_TOKEN_KEY: 'm'.repeat(32),
  PUBLIC_URL: 'https://memorialcare.example',
  TRUST_PROXY_HOPS: '1',
  BILLING_IBAN: 'DE89 3704 0044 0532 0130 00',
  BILLING_BIC: 'COBADEFFXXX',
};

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => p.variable).sort();
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('gives development defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://root@127.0.0.1:5432/memorial_care',
      redisUrl: 'redis://127.0.0.1:6379',
      databasePoolSize: 6,
      projectionBatchSize: 10_000,
      eventStoreConnectionString: null,
      roles: ['api', 'projector', 'worker'],
      sessionSecret: expect.any(String),
      inviteSecret: expect.any(String),
      mailTokenKey: expect.any(String),
      mailOAuth: {
        issuer: 'https://accounts.google.com',
        clientId: null,
        clientSecret: null,
        redirectUri: 'http://localhost:3000/api/oauth/callback',
        scopes: ['openid', 'email', 'https://mail.google.com/'],
        environmentMailbox: null,
      },
      demoData: true,
      demoPassword: 'demo-password',
      devRoleSwitch: false,
      publicUrl: 'http://localhost:3000',
      trustProxyHops: 0,
      logLevel: 'info',
      logFormat: 'auto',
      smtpUrl: null,
      mailFrom: 'Memorial Care <no-reply@memorialcare.example>',
      mailOutboxDir: resolve(repoRoot, '.data/mail-outbox'),
      mailRetry: { attempts: 8, backoffDelayMs: 2000 },
      photoStorageDir: resolve(repoRoot, '.data/photos'),
      frontendDist: resolve(repoRoot, 'frontend/dist'),
      redisPrefix: 'mc:memorial_care',
      billingCreditor: { name: 'Memorial Care', iban: expect.any(String), bic: expect.any(String) },
      billingRsdAccount: expect.stringMatching(/^\d{18}$/),
      carePlanLeadDays: 21,
      imap: null,
      mailAttachmentDir: resolve(repoRoot, '.data/mail-attachments'),
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.inviteSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.inviteSecret).not.toBe(config.sessionSecret);
    expect(config.mailTokenKey.length).toBeGreaterThanOrEqual(32);
    expect(config.mailTokenKey).not.toBe(config.sessionSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app@db:5432/mc',
      REDIS_URL: 'rediss://cache:6380',
      EVENTSTORE_CONNECTION_STRING: 'esdb://eventstore:2113?tls=false',
      ROLES: ' worker , API,worker',
      SESSION_SECRET: 'x'.repeat(40),
      INVITE_SECRET: 'i'.repeat(40),
      MAIL_TOKEN_KEY: 'm'.repeat(40),
      DEMO_DATA: 'no',
      DEMO_PASSWORD: 'secret-demo',
      DEV_ROLE_SWITCH: 'false',
      PUBLIC_URL: 'https://memorialcare.example/',
      TRUST_PROXY_HOPS: '2',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Spomen <hello@spomen.example>',
      MAIL_OUTBOX_DIR: '/var/mail-outbox',
      PHOTO_STORAGE_DIR: '/srv/photos',
      FRONTEND_DIST: '/srv/frontend',
      BILLING_CREDITOR_NAME: 'Spomen d.o.o.',
      BILLING_IBAN: 'rs35 2600 0560 1001 6113 79',
      BILLING_BIC: 'aikbrs22',
    });
    expect(config).toMatchObject({
      billingCreditor: { name: 'Spomen d.o.o.', iban: 'RS35260005601001611379', bic: 'AIKBRS22' },
      nodeEnv: 'production',
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://app@db:5432/mc',
      redisUrl: 'rediss://cache:6380',
      eventStoreConnectionString: 'esdb://eventstore:2113?tls=false',
      roles: ['worker', 'api'],
      sessionSecret: 'x'.repeat(40),
      inviteSecret: 'i'.repeat(40),
      mailTokenKey: 'm'.repeat(40),
      demoData: false,
      demoPassword: 'secret-demo',
      devRoleSwitch: false,
      publicUrl: 'https://memorialcare.example',
      trustProxyHops: 2,
      logLevel: 'debug',
      logFormat: 'json',
      smtpUrl: 'smtp://mail:1025',
      mailFrom: 'Spomen <hello@spomen.example>',
      mailOutboxDir: '/var/mail-outbox',
      photoStorageDir: '/srv/photos',
      frontendDist: '/srv/frontend',
    });
  });

  it('defaults the public URL to the port, and demo data off in production', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig(production).demoData).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', EVENTSTORE_CONNECTION_STRING: '  ' })).toMatchObject({
      port: 3000,
      eventStoreConnectionString: null,
    });
  });

  it('resolves a relative frontend folder against the repository root', () => {
    expect(loadConfig({ FRONTEND_DIST: 'build/web' }).frontendDist).toBe(
      resolve(repoRoot, 'build/web'),
    );
  });

  it('resolves a relative mail outbox against the repository root', () => {
    expect(loadConfig({ MAIL_OUTBOX_DIR: 'tmp/mails' }).mailOutboxDir).toBe(
      resolve(repoRoot, 'tmp/mails'),
    );
  });

  it('wants an address in MAIL_FROM', () => {
    expect(problemsOf({ MAIL_FROM: 'Memorial Care' })).toEqual(['MAIL_FROM']);
    expect(loadConfig({ MAIL_FROM: 'care@spomen.example' }).mailFrom).toBe('care@spomen.example');
  });

  it('takes the mail retry policy: 1 to 20 attempts, the first retry after 10 ms to 10 min', () => {
    expect(loadConfig({ MAIL_RETRY_ATTEMPTS: '1', MAIL_RETRY_BACKOFF_MS: '50' }).mailRetry).toEqual(
      { attempts: 1, backoffDelayMs: 50 },
    );
    for (const attempts of ['0', '21', '2.5', 'many'])
      expect(problemsOf({ MAIL_RETRY_ATTEMPTS: attempts }), attempts).toEqual([
        'MAIL_RETRY_ATTEMPTS',
      ]);
    for (const ms of ['9', '600001', '1e400'])
      expect(problemsOf({ MAIL_RETRY_BACKOFF_MS: ms }), ms).toEqual(['MAIL_RETRY_BACKOFF_MS']);
  });

  it('takes the care plan lead time in whole days from 1 to 90', () => {
    expect(loadConfig({ CARE_PLAN_LEAD_DAYS: '14' }).carePlanLeadDays).toBe(14);
    for (const days of ['0', '91', '2.5', 'soon'])
      expect(problemsOf({ CARE_PLAN_LEAD_DAYS: days }), days).toEqual(['CARE_PLAN_LEAD_DAYS']);
  });

  it('names every bad variable in one error', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/x',
        REDIS_URL: 'not a url',
        ROLES: 'api,cron',
        DEMO_DATA: 'maybe',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
      }),
    ).toEqual(['DATABASE_URL', 'DEMO_DATA', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'REDIS_URL', 'ROLES']);
  });

  it('requires a session and an invite secret in production, and no role switch there', () => {
    expect(problemsOf({ ...production, DEV_ROLE_SWITCH: 'true' })).toEqual(['DEV_ROLE_SWITCH']);
    expect(
      problemsOf({ ...production, SESSION_SECRET: undefined, INVITE_SECRET: undefined }),
    ).toEqual(['INVITE_SECRET', 'SESSION_SECRET']);
    expect(problemsOf({ ...production, SESSION_SECRET: 'short', INVITE_SECRET: 'short' })).toEqual([
      'INVITE_SECRET',
      'SESSION_SECRET',
    ]);
  });

  it('requires the mailbox token key in production, like the other secrets', () => {
    expect(problemsOf({ ...production, MAIL_TOKEN_KEY: undefined })).toEqual(['MAIL_TOKEN_KEY']);
    expect(problemsOf({ ...production, MAIL_TOKEN_KEY: 'short' })).toEqual(['MAIL_TOKEN_KEY']);
    expect(problemsOf({ ...production, MAIL_TOKEN_KEY: loadConfig({}).mailTokenKey })).toEqual([
      'MAIL_TOKEN_KEY',
    ]);
    expect(loadConfig(production).mailTokenKey).toBe('m'.repeat(32));
    expect(problemsOf({ MAIL_TOKEN_KEY: 'short' })).toEqual(['MAIL_TOKEN_KEY']);
  });

  it('refuses the development secrets in production', () => {
    const development = loadConfig({});
    expect(
      problemsOf({
        ...production,
        SESSION_SECRET: development.sessionSecret,
        INVITE_SECRET: development.inviteSecret,
      }),
    ).toEqual(['INVITE_SECRET', 'SESSION_SECRET']);
  });

  it('refuses demo data and a missing public URL in production', () => {
    expect(problemsOf({ ...production, DEMO_DATA: 'true' })).toEqual(['DEMO_DATA']);
    expect(problemsOf({ ...production, PUBLIC_URL: undefined })).toEqual(['PUBLIC_URL']);
  });

  it('refuses production set-ups where the Secure session cookie could never be set', () => {
    // Plain HTTP reaching the app directly: koa-session would throw on every sign-in.
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://memorialcare.example' })).toEqual([
      'PUBLIC_URL',
    ]);
    expect(problemsOf({ ...production, TRUST_PROXY_HOPS: undefined })).toEqual([
      'TRUST_PROXY_HOPS',
    ]);
    expect(problemsOf({ ...production, TRUST_PROXY_HOPS: '0' })).toEqual(['TRUST_PROXY_HOPS']);
  });

  it('takes the account families pay into, required in production', () => {
    expect(loadConfig({}).billingCreditor).toMatchObject({ name: 'Memorial Care' });
    expect(loadConfig(production).billingCreditor).toEqual({
      name: 'Memorial Care',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(problemsOf({ ...production, BILLING_IBAN: undefined, BILLING_BIC: undefined })).toEqual([
      'BILLING_BIC',
      'BILLING_IBAN',
    ]);
    expect(problemsOf({ BILLING_IBAN: 'not an iban', BILLING_BIC: 'X' })).toEqual([
      'BILLING_BIC',
      'BILLING_IBAN',
    ]);
  });

  it('takes the dinar account of the IPS QR, its check digits verified; none in production unless set', () => {
    expect(loadConfig({}).billingRsdAccount).toMatch(/^\d{18}$/);
    expect(loadConfig(production).billingRsdAccount).toBeNull();
    // The NBS's own account, short with dashes and as 18 digits.
    expect(loadConfig({ BILLING_RSD_ACCOUNT: '840-955845-10' }).billingRsdAccount).toBe(
      '840000000095584510',
    );
    expect(
      loadConfig({ ...production, BILLING_RSD_ACCOUNT: '845000000040484987' }).billingRsdAccount,
    ).toBe('845000000040484987');
    expect(problemsOf({ BILLING_RSD_ACCOUNT: '840-955845-11' })).toEqual(['BILLING_RSD_ACCOUNT']);
    expect(problemsOf({ BILLING_RSD_ACCOUNT: 'RS35260005601001611379' })).toEqual([
      'BILLING_RSD_ACCOUNT',
    ]);
  });

  it('reads the log format, auto unless set, and keeps production logs JSON', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(problemsOf({ LOG_FORMAT: 'colourful' })).toEqual(['LOG_FORMAT']);
    expect(problemsOf({ ...production, LOG_FORMAT: 'pretty' })).toEqual(['LOG_FORMAT']);
    expect(loadConfig({ ...production, LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('reads the number of trusted proxy hops, 0 unless set', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(problemsOf({ TRUST_PROXY_HOPS: '-1' })).toEqual(['TRUST_PROXY_HOPS']);
    expect(problemsOf({ TRUST_PROXY_HOPS: 'all' })).toEqual(['TRUST_PROXY_HOPS']);
    expect(problemsOf({ TRUST_PROXY_HOPS: '1.5' })).toEqual(['TRUST_PROXY_HOPS']);
  });

  it('reports the problems in a readable message', () => {
    expect(() => loadConfig({ PORT: '-1', ROLES: ',' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .+\n {2}- ROLES: Name at least one role/,
    );
  });
});

describe('redis prefix', () => {
  it('defaults to one per database, so deployments on one Redis never share queues', () => {
    const a = loadConfig({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/memorial_care' });
    const b = loadConfig({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/mc_e2e_1234' });
    expect(a.redisPrefix).toBe('mc:memorial_care');
    expect(b.redisPrefix).toBe('mc:mc_e2e_1234');
    expect(loadConfig({ REDIS_PREFIX: 'prod-eu' }).redisPrefix).toBe('prod-eu');
  });

  it('refuses characters that would break Redis key patterns', () => {
    expect(() => loadConfig({ REDIS_PREFIX: 'a b*' })).toThrow(/REDIS_PREFIX/);
  });
});

describe('the office mailbox (IMAP_*)', () => {
  it('is not connected without IMAP_HOST', () => {
    expect(loadConfig({ IMAP_USER: 'office@example.com' }).imap).toBeNull();
  });

  it('reads the mailbox, TLS from the start on 993 and INBOX with the Sent folder by default', () => {
    expect(loadConfig({ IMAP_HOST: 'imap.example.com' }).imap).toEqual({
      host: 'imap.example.com',
      port: 993,
      tls: 'tls',
      user: null,
      password: null,
      mailboxes: ['INBOX', '\\Sent'],
    });
    expect(
      loadConfig({
        IMAP_HOST: '127.0.0.1',
        IMAP_TLS: 'none',
        IMAP_USER: 'office@example.com',
        IMAP_PASSWORD: 'secret',
        IMAP_MAILBOXES: ' Clients, Sent ,Clients,',
      }).imap,
    ).toEqual({
      host: '127.0.0.1',
      port: 143,
      tls: 'none',
      user: 'office@example.com',
      password: 'secret',
      mailboxes: ['Clients', 'Sent'],
    });
    expect(loadConfig({ IMAP_HOST: 'h', IMAP_TLS: 'starttls', IMAP_PORT: '1143' }).imap?.port).toBe(
      1143,
    );
  });

  it('refuses a password without its user, a bad mode, and plain IMAP in production', () => {
    expect(problemsOf({ IMAP_HOST: 'h', IMAP_PASSWORD: 'secret' })).toEqual(['IMAP_USER']);
    expect(problemsOf({ IMAP_TLS: 'ssl', IMAP_PORT: '0', IMAP_MAILBOXES: ' , ' })).toEqual([
      'IMAP_MAILBOXES',
      'IMAP_PORT',
      'IMAP_TLS',
    ]);
    expect(problemsOf({ ...production, IMAP_HOST: 'h', IMAP_TLS: 'none' })).toEqual(['IMAP_TLS']);
  });
});

describe('the office mailbox authorization (MAIL_OAUTH_*)', () => {
  it('takes any OpenID provider by its issuer, the redirect URI defaulting to the app', () => {
    const { mailOAuth } = loadConfig({
      PUBLIC_URL: 'https://care.example/',
      MAIL_OAUTH_ISSUER: 'https://login.example.org/realms/office/',
      MAIL_OAUTH_CLIENT_ID: ' memorial-care ',
      MAIL_OAUTH_CLIENT_SECRET: 'shh',
      MAIL_OAUTH_SCOPES: ' openid  email offline_access imap email ',
    });
    expect(mailOAuth).toEqual({
      issuer: 'https://login.example.org/realms/office/',
      clientId: 'memorial-care',
      clientSecret: 'shh',
      redirectUri: 'https://care.example/api/oauth/callback',
      scopes: ['openid', 'email', 'offline_access', 'imap'],
      environmentMailbox: null,
    });
    expect(
      loadConfig({ MAIL_OAUTH_REDIRECT_URI: 'https://care.example/oauth' }).mailOAuth.redirectUri,
    ).toBe('https://care.example/oauth');
  });

  it('takes plain http only for a provider on this machine', () => {
    for (const issuer of ['http://127.0.0.1:4010', 'http://localhost:4010/oidc'])
      expect(loadConfig({ MAIL_OAUTH_ISSUER: issuer }).mailOAuth.issuer, issuer).toBe(issuer);
    for (const issuer of ['http://login.example.org', 'ftp://127.0.0.1', 'accounts.google.com'])
      expect(problemsOf({ MAIL_OAUTH_ISSUER: issuer }), issuer).toEqual(['MAIL_OAUTH_ISSUER']);
  });

  it('refuses scopes no provider could take, and a redirect URI that is no web address', () => {
    expect(problemsOf({ MAIL_OAUTH_SCOPES: 'openid "mail"' })).toEqual(['MAIL_OAUTH_SCOPES']);
    expect(problemsOf({ MAIL_OAUTH_REDIRECT_URI: 'urn:ietf:wg:oauth:2.0:oob' })).toEqual([
      'MAIL_OAUTH_REDIRECT_URI',
    ]);
  });

  it('takes a mailbox set by the environment only with both its account and its token', () => {
    expect(
      loadConfig({
        MAIL_OAUTH_ACCOUNT: 'office@memorialcare.example',
        MAIL_OAUTH_REFRESH_TOKEN: '1//refresh',
      }).mailOAuth.environmentMailbox,
    ).toEqual({ account: 'office@memorialcare.example', refreshToken: '1//refresh' });
    expect(problemsOf({ MAIL_OAUTH_REFRESH_TOKEN: '1//refresh' })).toEqual(['MAIL_OAUTH_ACCOUNT']);
    expect(problemsOf({ MAIL_OAUTH_ACCOUNT: 'office@memorialcare.example' })).toEqual([
      'MAIL_OAUTH_REFRESH_TOKEN',
    ]);
    expect(
      problemsOf({ MAIL_OAUTH_ACCOUNT: 'the office', MAIL_OAUTH_REFRESH_TOKEN: '1//refresh' }),
    ).toEqual(['MAIL_OAUTH_ACCOUNT']);
  });
});

import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { serbianAccountNumber } from '@memorial-care/contracts/domain';

export const serviceRoles = ['api', 'projector', 'worker'] as const;
export type ServiceRole = (typeof serviceRoles)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * `json`: one JSON object per line, for log shippers; `pretty`: readable lines for a person at a
 * terminal (pino-pretty, a development dependency); `auto`: pretty only for a development
 * process whose output is a terminal.
 */
export const logFormats = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

export const imapTlsModes = ['tls', 'starttls', 'none'] as const;
export type ImapTlsMode = (typeof imapTlsModes)[number];

/**
 * The repository root: relative paths in the environment (FRONTEND_DIST, MAIL_OUTBOX_DIR)
 * resolve against it.
 */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A path from the environment: absolute as given, else relative to the repository root. */
const fromRepoRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

const developmentSessionSecret = 'memorial-care-development-session-secret-not-for-production';
const developmentInviteSecret = 'memorial-care-development-invite-secret-not-for-production';
const developmentMailTokenKey = 'memorial-care-development-mail-token-key-not-for-production';
/** The office mailbox's provider unless MAIL_OAUTH_ISSUER names another (Gmail). */
const googleIssuer = 'https://accounts.google.com';
/** Gmail over IMAP (XOAUTH2), and who the mailbox is (the ID token's email). */
const googleMailScopes = ['openid', 'email', 'https://mail.google.com/'];
/** A sample account for development only (a valid IBAN checksum, no real bank account). */
const developmentBillingIban = 'RS19105000000000012345';
const developmentBillingBic = 'MEMORSBG';
/** A sample dinar account for development only (valid check digits, no real bank account). */
const developmentRsdAccount = '105000000000012348';
const minimumSecretLength = 32;

/** Environment booleans as people write them; anything else is an error, not a silent false. */
const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    error: 'Use true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const urlWithProtocols = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      error: `Must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An OAuth issuer: https, or plain http only on this machine (a provider for development). At
 * most 2000 characters: the MailboxConnected event keeps it.
 */
const oauthIssuerUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine(
    (v) =>
      URL.canParse(v) &&
      (new URL(v).protocol === 'https:' ||
        (new URL(v).protocol === 'http:' && loopbackHosts.has(new URL(v).hostname))),
    { error: 'Must be an https:// URL (http:// only for localhost or 127.0.0.1)' },
  );

/** OAuth scopes, separated by spaces (RFC 6749: visible characters, no quotes or backslashes). */
const oauthScopes = z
  .string()
  .transform((v) => [...new Set(v.split(/\s+/).filter(Boolean))])
  .pipe(
    z
      .array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'A scope has characters no scope has'))
      .min(1, 'Name at least one scope')
      .max(50, 'At most 50 scopes'),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  // 0 asks the OS for a free port (tests).
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).default(
    'postgres://root@127.0.0.1:5432/memorial_care',
  ),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  // Pooled PostgreSQL connections of one process; with the consumer's lock connection and the
  // event store's LISTEN connection, an idle all-roles process holds at most this + 2.
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(2, 'Must be at least 2')
    .max(100, 'Must be at most 100')
    .default(6),
  // Events per catch-up page (one transaction per read model per page).
  PROJECTION_BATCH_SIZE: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(50_000, 'Must be at most 50000')
    .default(10_000),
  EVENTSTORE_CONNECTION_STRING: urlWithProtocols([
    'esdb:',
    'esdb+discover:',
    'kurrentdb:',
    'kurrentdb+discover:',
  ]).optional(),
  ROLES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.enum(serviceRoles, { error: `Each role must be one of ${serviceRoles.join(', ')}` }),
        )
        .min(1, 'Name at least one role'),
    )
    .transform((list) => [...new Set(list)])
    .optional(),
  SESSION_SECRET: z
    .string()
    .min(minimumSecretLength, `Must be at least ${minimumSecretLength} characters`)
    .optional(),
  INVITE_SECRET: z
    .string()
    .min(minimumSecretLength, `Must be at least ${minimumSecretLength} characters`)
    .optional(),
  // Key of the office mailbox's stored refresh token (AES-256-GCM).
  MAIL_TOKEN_KEY: z
    .string()
    .min(minimumSecretLength, `Must be at least ${minimumSecretLength} characters`)
    .optional(),
  // The office mailbox's OAuth 2.0 / OpenID provider: Google unless told otherwise.
  MAIL_OAUTH_ISSUER: oauthIssuerUrl.default(googleIssuer),
  MAIL_OAUTH_CLIENT_ID: z.string().trim().min(1).max(1000).optional(),
  MAIL_OAUTH_CLIENT_SECRET: z.string().trim().min(1).max(1000).optional(),
  MAIL_OAUTH_REDIRECT_URI: urlWithProtocols(['http:', 'https:']).optional(),
  MAIL_OAUTH_SCOPES: oauthScopes.optional(),
  // A mailbox set by the environment (both or neither); it wins over a connected one.
  MAIL_OAUTH_REFRESH_TOKEN: z.string().trim().min(1).max(4096).optional(),
  MAIL_OAUTH_ACCOUNT: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email("Must be the mailbox's email address"))
    .optional(),
  DEMO_DATA: booleanText.optional(),
  DEMO_PASSWORD: z.string().min(6, 'Must be at least 6 characters').default('demo-password'),
  DEV_ROLE_SWITCH: booleanText.default(false),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(10, 'Must be at most 10')
    .default(0),
  LOG_LEVEL: z.enum(logLevels).optional(),
  LOG_FORMAT: z.enum(logFormats).default('auto'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((v) => /@[^@\s]+\.[^@\s]+/.test(v), { error: 'Must contain an email address' })
    .default('Memorial Care <no-reply@memorialcare.example>'),
  MAIL_OUTBOX_DIR: z.string().trim().min(1).default('.data/mail-outbox'),
  // Sending attempts per mail (the first included), and the first retry's wait (doubling after).
  MAIL_RETRY_ATTEMPTS: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(20, 'Must be at most 20')
    .default(8),
  MAIL_RETRY_BACKOFF_MS: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(10, 'Must be at least 10')
    .max(600_000, 'Must be at most 600000')
    .default(2000),
  PHOTO_STORAGE_DIR: z.string().trim().min(1).default('.data/photos'),
  FRONTEND_DIST: z.string().trim().min(1).default('frontend/dist'),
  // Who families pay (bank-transfer instructions, the EPC QR). The defaults are a sample account
  // for development; production refuses to start without real ones.
  BILLING_CREDITOR_NAME: z.string().trim().min(1).max(70).default('Memorial Care'),
  BILLING_IBAN: z
    .string()
    .transform((v) => v.replaceAll(' ', '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'Must be an IBAN'))
    .default(developmentBillingIban),
  BILLING_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Must be a BIC (8 or 11 characters)')
    .default(developmentBillingBic),
  // The dinar account of the NBS IPS QR (payers in Serbia): 18 digits or `bbb-n…n-kk`, its mod 97
  // check digits verified. Optional: without it (or without a EUR→RSD rate) only the EPC QR.
  BILLING_RSD_ACCOUNT: z
    .string()
    .transform((v, ctx) => {
      const account = serbianAccountNumber(v);
      if (account) return account;
      ctx.addIssue({
        code: 'custom',
        message:
          'Must be a Serbian account number (e.g. 160-0000000123456-01) with valid check digits',
      });
      return z.NEVER;
    })
    .optional(),
  // Days before a care occasion at which its care plan creates the service request.
  CARE_PLAN_LEAD_DAYS: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(90, 'Must be at most 90')
    .default(21),
  // The office mailbox the mailbox sync reads (IMAP). Unset host: no mailbox is connected.
  IMAP_HOST: z.string().trim().min(1).max(253).optional(),
  IMAP_PORT: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(65_535, 'Must be at most 65535')
    .optional(),
  // tls: TLS from the start (993); starttls: must upgrade (143); none: plain (loopback tests).
  IMAP_TLS: z.enum(imapTlsModes).default('tls'),
  IMAP_USER: z.string().trim().min(1).max(320).optional(),
  IMAP_PASSWORD: z.string().min(1).max(1000).optional(),
  // Comma-separated; `\Sent` is the server's Sent folder (its special-use flag), if it has one.
  IMAP_MAILBOXES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(1000)).min(1, 'Name at least one mailbox').max(20))
    .transform((list) => [...new Set(list)])
    .default(['INBOX', '\\Sent']),
  MAIL_ATTACHMENT_DIR: z.string().trim().min(1).default('.data/mail-attachments'),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]+$/, 'Letters, digits and _ : . - only')
    .optional(),
});

/** The office mailbox (IMAP_*): password sign-in when one is set, else OAuth (XOAUTH2). */
export interface ImapConfig {
  readonly host: string;
  readonly port: number;
  readonly tls: ImapTlsMode;
  /** Null: the user is the connected OAuth account's address. */
  readonly user: string | null;
  readonly password: string | null;
  /** The folders read, in order; `\Sent` is the server's Sent folder. */
  readonly mailboxes: readonly string[];
}

/** The office mailbox's OAuth 2.0 provider (MAIL_OAUTH_*). */
export interface MailOAuthConfig {
  /** Issuer identifier: its /.well-known/openid-configuration names the endpoints. */
  readonly issuer: string;
  /** Null until set: the mailbox cannot be connected. */
  readonly clientId: string | null;
  /** Null for a public client (PKCE alone). */
  readonly clientSecret: string | null;
  /** Where the provider sends the admin back; defaults to the app's /api/oauth/callback. */
  readonly redirectUri: string;
  readonly scopes: readonly string[];
  /** MAIL_OAUTH_ACCOUNT with MAIL_OAUTH_REFRESH_TOKEN: wins over a mailbox connected in the app. */
  readonly environmentMailbox: { readonly account: string; readonly refreshToken: string } | null;
}

export interface AppConfig {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Most pooled PostgreSQL connections of this process (DATABASE_POOL_SIZE). */
  readonly databasePoolSize: number;
  /** Events per catch-up page of the event consumer (PROJECTION_BATCH_SIZE). */
  readonly projectionBatchSize: number;
  /** Set: EventStoreDB is the event store; unset: the PostgreSQL event store. */
  readonly eventStoreConnectionString: string | null;
  readonly roles: readonly ServiceRole[];
  readonly sessionSecret: string;
  /** Key of the invite tokens (HMAC of the invite id): a leaked key lets anyone forge links. */
  readonly inviteSecret: string;
  /** Key of the stored mailbox refresh token: with the key and the database, the token is readable. */
  readonly mailTokenKey: string;
  readonly mailOAuth: MailOAuthConfig;
  /** Demo accounts (and the lead's demo seed) are created at start and shown on the landing page. */
  readonly demoData: boolean;
  readonly demoPassword: string;
  readonly devRoleSwitch: boolean;
  /** Where users reach the app (links in mails); no trailing slash. */
  readonly publicUrl: string;
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For. 0: X-Forwarded-*
   * are ignored (anyone can write them); n: the client is the n-th address from the right.
   */
  readonly trustProxyHops: number;
  readonly logLevel: LogLevel;
  readonly logFormat: LogFormat;
  /** Unset: mails go to the development outbox (files in `mailOutboxDir`), never dropped. */
  readonly smtpUrl: string | null;
  /** The From header of every mail. */
  readonly mailFrom: string;
  /** Absolute path of the development outbox (used when SMTP_URL is unset). */
  readonly mailOutboxDir: string;
  /** How often a mail is tried before it shows as failed (MAIL_RETRY_*). */
  readonly mailRetry: { readonly attempts: number; readonly backoffDelayMs: number };
  /** Absolute path of the directory that holds the photo files (the local photo storage). */
  readonly photoStorageDir: string;
  /** Absolute path of the built frontend. */
  readonly frontendDist: string;
  /**
   * Prefix of this deployment's Redis keys (BullMQ queues, rate limits). Processes that share
   * a database share it; two deployments on one Redis (or a development app beside the
   * browser tests' apps) must not take each other's jobs, so it defaults to the database name.
   */
  readonly redisPrefix: string;
  /** Who families pay: on invoices, bank-transfer instructions and the EPC QR. */
  readonly billingCreditor: { readonly name: string; readonly iban: string; readonly bic: string };
  /**
   * The dinar account (18 digits) of the IPS QR; null when unset in production (no IPS QR).
   * Development and tests use a sample one.
   */
  readonly billingRsdAccount: string | null;
  /** Days before a care occasion at which the care plan creates its request (CARE_PLAN_LEAD_DAYS). */
  readonly carePlanLeadDays: number;
  /** The office mailbox the mailbox sync reads; null when IMAP_HOST is unset. */
  readonly imap: ImapConfig | null;
  /** Absolute path of the directory that holds the attachments of recorded mail. */
  readonly mailAttachmentDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const isTrue = (value: string | undefined) => booleanText.safeParse(value ?? 'false').data === true;

/**
 * What production refuses on top of the schema: development secrets and conveniences, and a
 * set-up where the Secure session cookie could never be set. The app speaks plain HTTP only,
 * so TLS must end at a proxy that the app trusts to say the request came over HTTPS.
 */
const productionProblems = (present: Env) => {
  const problems: { variable: string; message: string }[] = [];
  const secrets = [
    ['SESSION_SECRET', developmentSessionSecret],
    ['INVITE_SECRET', developmentInviteSecret],
    ['MAIL_TOKEN_KEY', developmentMailTokenKey],
  ] as const;
  for (const [variable, developmentValue] of secrets) {
    if (!present[variable]) problems.push({ variable, message: 'Required in production' });
    else if (present[variable] === developmentValue)
      problems.push({ variable, message: 'The development value must not be used in production' });
  }
  if (isTrue(present.DEV_ROLE_SWITCH))
    problems.push({ variable: 'DEV_ROLE_SWITCH', message: 'Must not be true in production' });
  if (isTrue(present.DEMO_DATA))
    problems.push({ variable: 'DEMO_DATA', message: 'Must not be true in production' });
  // Production logs go to a collector that reads JSON; pino-pretty is not installed there.
  if (present.LOG_FORMAT === 'pretty')
    problems.push({ variable: 'LOG_FORMAT', message: 'Must be json or auto in production' });
  for (const variable of ['BILLING_IBAN', 'BILLING_BIC'] as const)
    if (!present[variable])
      problems.push({ variable, message: 'Required in production (families pay into it)' });
  if (!present.PUBLIC_URL)
    problems.push({ variable: 'PUBLIC_URL', message: 'Required in production' });
  else if (URL.canParse(present.PUBLIC_URL) && new URL(present.PUBLIC_URL).protocol !== 'https:')
    problems.push({
      variable: 'PUBLIC_URL',
      message: 'Must start with https:// in production (the session cookie is Secure)',
    });
  const hops = Number(present.TRUST_PROXY_HOPS ?? 0);
  if (Number.isInteger(hops) && hops < 1)
    problems.push({
      variable: 'TRUST_PROXY_HOPS',
      message:
        'Must be 1 or more in production: the app speaks plain HTTP, so TLS ends at a proxy ' +
        'that must be trusted to say the request came over HTTPS',
    });
  if (present.IMAP_TLS === 'none')
    problems.push({
      variable: 'IMAP_TLS',
      message:
        'Must be tls or starttls in production (the mailbox password or token must not cross the network in clear)',
    });
  return problems;
};

/** Problems of IMAP_* that no single variable shows. */
const imapProblems = (present: Env) =>
  present.IMAP_PASSWORD && !present.IMAP_USER
    ? [{ variable: 'IMAP_USER', message: 'Required with IMAP_PASSWORD' }]
    : [];

/** A mailbox set by the environment needs both its account and its token. */
const environmentMailboxProblems = (present: Env) =>
  Boolean(present.MAIL_OAUTH_REFRESH_TOKEN) === Boolean(present.MAIL_OAUTH_ACCOUNT)
    ? []
    : [
        {
          variable: present.MAIL_OAUTH_ACCOUNT ? 'MAIL_OAUTH_REFRESH_TOKEN' : 'MAIL_OAUTH_ACCOUNT',
          message: 'Set MAIL_OAUTH_REFRESH_TOKEN and MAIL_OAUTH_ACCOUNT together',
        },
      ];

/**
 * Parses the environment once at start. Every missing or bad variable is named in one error, so
 * a deployment is fixed in one round instead of one variable per restart.
 */
export const loadConfig = (env: Env): AppConfig => {
  // `FOO=` in an env file means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key]?.trim() ? env[key] : undefined]),
  );
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      }));
  const production = (parsed.success ? parsed.data.NODE_ENV : present.NODE_ENV) === 'production';
  problems.push(...environmentMailboxProblems(present));
  if (production) problems.push(...productionProblems(present));
  problems.push(...imapProblems(present));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    projectionBatchSize: e.PROJECTION_BATCH_SIZE,
    eventStoreConnectionString: e.EVENTSTORE_CONNECTION_STRING ?? null,
    roles: e.ROLES ?? [...serviceRoles],
    sessionSecret: e.SESSION_SECRET ?? developmentSessionSecret,
    inviteSecret: e.INVITE_SECRET ?? developmentInviteSecret,
    mailTokenKey: e.MAIL_TOKEN_KEY ?? developmentMailTokenKey,
    mailOAuth: {
      // As given: discovery compares it with the provider's own issuer, character for character.
      issuer: e.MAIL_OAUTH_ISSUER,
      clientId: e.MAIL_OAUTH_CLIENT_ID ?? null,
      clientSecret: e.MAIL_OAUTH_CLIENT_SECRET ?? null,
      redirectUri: e.MAIL_OAUTH_REDIRECT_URI ?? `${publicUrl}/api/oauth/callback`,
      scopes: e.MAIL_OAUTH_SCOPES ?? googleMailScopes,
      environmentMailbox:
        e.MAIL_OAUTH_REFRESH_TOKEN && e.MAIL_OAUTH_ACCOUNT
          ? { account: e.MAIL_OAUTH_ACCOUNT, refreshToken: e.MAIL_OAUTH_REFRESH_TOKEN }
          : null,
    },
    demoData: e.DEMO_DATA ?? !production,
    demoPassword: e.DEMO_PASSWORD,
    devRoleSwitch: e.DEV_ROLE_SWITCH,
    publicUrl,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    logFormat: e.LOG_FORMAT,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: fromRepoRoot(e.MAIL_OUTBOX_DIR),
    mailRetry: { attempts: e.MAIL_RETRY_ATTEMPTS, backoffDelayMs: e.MAIL_RETRY_BACKOFF_MS },
    photoStorageDir: fromRepoRoot(e.PHOTO_STORAGE_DIR),
    redisPrefix:
      e.REDIS_PREFIX ?? `mc:${decodeURIComponent(new URL(e.DATABASE_URL).pathname.slice(1))}`,
    frontendDist: fromRepoRoot(e.FRONTEND_DIST),
    billingCreditor: { name: e.BILLING_CREDITOR_NAME, iban: e.BILLING_IBAN, bic: e.BILLING_BIC },
    billingRsdAccount: e.BILLING_RSD_ACCOUNT ?? (production ? null : developmentRsdAccount),
    carePlanLeadDays: e.CARE_PLAN_LEAD_DAYS,
    imap: e.IMAP_HOST
      ? {
          host: e.IMAP_HOST,
          port: e.IMAP_PORT ?? (e.IMAP_TLS === 'tls' ? 993 : 143),
          tls: e.IMAP_TLS,
          user: e.IMAP_USER ?? null,
          password: e.IMAP_PASSWORD ?? null,
          mailboxes: e.IMAP_MAILBOXES,
        }
      : null,
    mailAttachmentDir: fromRepoRoot(e.MAIL_ATTACHMENT_DIR),
  };
};

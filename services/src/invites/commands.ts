import { randomUUID } from 'node:crypto';
import { defaultPreferredLanguage } from '@memorial-care/contracts/domain';
import type { EventStore, Position } from '@memorial-care/contracts/event-store';
import {
  caretakerStreamId,
  clientStreamId,
  inviteStreamId,
  userStreamId,
  type CaretakerEvent,
  type ClientEvent,
  type InviteEvent,
  type UserEvent,
} from '@memorial-care/contracts/events';
import { aggregateStream } from '../shared/aggregate-stream';
import { emailBelongsToAnotherAccount, readUser } from '../auth/caretaker-accounts';
import { findCredentialsByEmail } from '../auth/credentials';
import {
  createUserAccount,
  linkUserAccount,
  setUserPassword,
  verifyUserEmail,
} from '../auth/user-accounts';
import { userDecider } from '../auth/user-decider';
import { caretakersDecider } from '../caretakers/caretakers-decider';
import { clientsDecider } from '../clients/clients-decider';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import type { Decider, DomainEvent } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';
import { inviteNotFound, inviteUsed } from './invite-errors';
import {
  claimActivation,
  deleteInviteToken,
  findInviteToken,
  releaseActivation,
  saveInviteToken,
} from './invite-token-store';
import { hashInviteToken, inviteLinkFor, inviteTokenFor } from './invite-token';
import { invitesDecider, requireUsableInvite, type InviteCommand } from './invites-decider';

export interface InviteSettings {
  readonly inviteSecret: string;
  /** Where users reach the app, without a trailing slash. */
  readonly publicUrl: string;
}

const readState = async <State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'eventTypes' | 'initialState' | 'evolve'>,
) => (await aggregateStream(eventStore, streamId, decider)).state;

const readInvites = (eventStore: EventStore, accountId: string) =>
  readState<ReturnType<typeof invitesDecider.initialState>, InviteEvent>(
    eventStore,
    inviteStreamId(accountId),
    invitesDecider,
  );

const clientNotFound = () => new NotFoundError('Client not found');

/** The client as its own stream has it: the read model may not have caught up with it yet. */
const readClient = async (eventStore: EventStore, clientId: string) => {
  const state = await readState<ReturnType<typeof clientsDecider.initialState>, ClientEvent>(
    eventStore,
    clientStreamId(clientId),
    clientsDecider,
  );
  if (state.status !== 'registered') throw clientNotFound();
  return { clientId, ...state.profile };
};

const splitName = (name: string) => {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null };
};

/**
 * The user account an invite for this client activates: the one earlier invites named, else the
 * account with the client's email (linked to the client if it is a client account nobody
 * claimed yet), else a new client account without a password.
 */
const resolveClientAccount = async (
  deps: AppDeps,
  client: Awaited<ReturnType<typeof readClient>>,
  previousUserId: string | null,
  ctx: CommandContext,
): Promise<{ userId: string; email: string; hasPassword: boolean }> => {
  let userId = previousUserId;
  if (!userId) userId = (await findCredentialsByEmail(deps.pool, client.email))?.userId ?? null;
  if (!userId) {
    const created = await createUserAccount(
      deps,
      { email: client.email, ...splitName(client.name), role: 'client', clientId: client.clientId },
      ctx,
    );
    return { userId: created.userId, email: client.email, hasPassword: false };
  }
  const user = await readState<ReturnType<typeof userDecider.initialState>, UserEvent>(
    deps.eventStore,
    userStreamId(userId),
    userDecider,
  );
  if (!user.exists || !user.email) throw clientNotFound();
  if (user.clientId !== client.clientId) {
    if (user.clientId !== null || user.role !== 'client')
      throw new ConflictError(
        'This email belongs to another account. Change the client’s email and try again.',
        'EMAIL_BELONGS_TO_ANOTHER_ACCOUNT',
      );
    await linkUserAccount(deps, userId, { clientId: client.clientId, caretakerId: null }, ctx);
  }
  const credentials = await findCredentialsByEmail(deps.pool, user.email);
  return { userId, email: user.email, hasPassword: Boolean(credentials?.passwordHash) };
};

export interface IssuedInvite {
  readonly clientId: string;
  readonly inviteId: string;
  readonly inviteLink: string;
  readonly expiresAt: string;
  readonly position: Position | null;
}

type IssueInviteData = Extract<InviteCommand, { type: 'IssueInvite' }>['data'];

/**
 * Issues an invite on the account's `invites-<accountId>` stream. The token row is written
 * before the event, so the link works by the time the reactor mails it; an append that fails
 * takes the row back out.
 */
const issueInvite = async (
  deps: AppDeps,
  settings: InviteSettings,
  invites: Awaited<ReturnType<typeof readInvites>>,
  data: Omit<IssueInviteData, 'inviteId' | 'now'>,
  ctx: CommandContext,
): Promise<Omit<IssuedInvite, 'clientId'>> => {
  const inviteId = randomUUID();
  const command: InviteCommand = {
    type: 'IssueInvite',
    data: { ...data, inviteId, now: ctx.now },
  };
  // Decided once up front for the expiry the token row records; the handler decides the same.
  const [decided] = invitesDecider.decide(command, invites);
  if (decided?.type !== 'InviteIssued') throw new Error('IssueInvite yielded no InviteIssued');
  const token = inviteTokenFor(settings.inviteSecret, inviteId);
  await saveInviteToken(deps.pool, {
    tokenHash: hashInviteToken(token),
    inviteId,
    accountId: data.accountId,
    expiresAt: decided.data.expiresAt,
  });
  try {
    const result = await handleCommand(
      deps.eventStore,
      inviteStreamId(data.accountId),
      invitesDecider,
      command,
      ctx,
    );
    return {
      inviteId,
      inviteLink: inviteLinkFor(settings.publicUrl, settings.inviteSecret, inviteId),
      expiresAt: decided.data.expiresAt,
      position: result.position,
    };
  } catch (error) {
    await deleteInviteToken(deps.pool, inviteId);
    throw error;
  }
};

/**
 * The owner's ApproveClient: records the approval (ClientApproved, once), then issues a new
 * invite link (valid 7 days) that makes older ones invalid. Approving again resends the invite.
 */
export const approveClient = async (
  deps: AppDeps,
  settings: InviteSettings,
  clientId: string,
  ctx: CommandContext,
): Promise<IssuedInvite> => {
  const client = await readClient(deps.eventStore, clientId);
  const invites = await readInvites(deps.eventStore, clientId);
  await handleCommand(
    deps.eventStore,
    clientStreamId(clientId),
    clientsDecider,
    {
      type: 'ApproveClient',
      data: {
        clientId,
        approvedAt: ctx.now.toISOString(),
        invitedBefore: invites.latestInviteId !== null,
      },
    },
    ctx,
  );
  const previous = invites.latestInviteId ? invites.invites[invites.latestInviteId] : undefined;
  const account = await resolveClientAccount(deps, client, previous?.userId ?? null, ctx);
  const issued = await issueInvite(
    deps,
    settings,
    invites,
    {
      accountId: clientId,
      accountKind: 'client',
      role: 'client',
      userId: account.userId,
      email: account.email,
      name: client.name,
      preferredLanguage: client.preferredLanguage,
      withTemporaryCredentials: !account.hasPassword,
    },
    ctx,
  );
  return { clientId, ...issued };
};

/**
 * "Send Email": the latest invite's mail once more (the reactor sends it), in the client's
 * language as it is now (an admin may have corrected it since the invite was issued).
 */
export const requestInviteEmail = async (deps: AppDeps, clientId: string, ctx: CommandContext) => {
  const client = await readClient(deps.eventStore, clientId);
  const result = await handleCommand(
    deps.eventStore,
    inviteStreamId(clientId),
    invitesDecider,
    {
      type: 'RequestInviteEmail',
      data: { accountId: clientId, now: ctx.now, preferredLanguage: client.preferredLanguage },
    },
    ctx,
  );
  const [event] = result.events;
  if (event?.type !== 'InviteEmailRequested') throw new Error('No InviteEmailRequested decided');
  return { email: event.data.email, inviteId: event.data.inviteId, position: result.position };
};

/** The invite a token names, if it can still be used; else 404 (unknown) or 410. */
const usableInvite = async (deps: AppDeps, token: string, now: Date) => {
  const tokenHash = hashInviteToken(token);
  const row = await findInviteToken(deps.pool, tokenHash);
  if (!row) throw inviteNotFound();
  const invite = requireUsableInvite(
    await readInvites(deps.eventStore, row.accountId),
    row.inviteId,
    now,
  );
  return { tokenHash, accountId: row.accountId, invite };
};

/**
 * What the invite page shows: whose account it is and until when the link works. Never a
 * password: the link is public and may leak (mail, history, a proxy log), so the account stays
 * without one until activation sets the password its owner chose.
 */
export const lookupInvite = async (deps: AppDeps, token: string, ctx: CommandContext) => {
  const { accountId, invite } = await usableInvite(deps, token, ctx.now);
  return {
    lookup: {
      client: { id: accountId, name: invite.name, email: invite.email },
      expiresAt: invite.expiresAt,
    },
  };
};

/**
 * Activation: sets the chosen password, marks the email verified, and uses the invite up. The
 * claim on the token keeps a second activation of the same link out while this one runs.
 */
export const activateInvite = async (
  deps: AppDeps,
  token: string,
  password: string,
  ctx: CommandContext,
) => {
  const { tokenHash, accountId, invite } = await usableInvite(deps, token, ctx.now);
  if (!(await claimActivation(deps.pool, tokenHash))) throw inviteUsed();
  try {
    await setUserPassword(deps, invite.userId, password, ctx);
    await verifyUserEmail(deps, invite.userId, ctx);
    const result = await handleCommand(
      deps.eventStore,
      inviteStreamId(accountId),
      invitesDecider,
      { type: 'AcceptInvite', data: { accountId, inviteId: invite.inviteId, now: ctx.now } },
      ctx,
    );
    return { position: result.position };
  } catch (error) {
    await releaseActivation(deps.pool, tokenHash);
    throw error;
  }
};

// ---------------------------------------------------------------------------------------------
// Caretaker invites: a caretaker the admin adds gets a caretaker account (role caretaker, linked
// to the caretaker record) and an invite link, mailed by the same reactor as client invites.

const caretakerNotFound = () => new NotFoundError('Caretaker not found');

/** The caretaker as its own stream has it: the read model may not have caught up yet. */
const readCaretaker = async (eventStore: EventStore, caretakerId: string) => {
  const state = await readState<ReturnType<typeof caretakersDecider.initialState>, CaretakerEvent>(
    eventStore,
    caretakerStreamId(caretakerId),
    caretakersDecider,
  );
  if (state.status !== 'active') throw caretakerNotFound();
  return {
    caretakerId,
    name: state.profile.name,
    email: state.profile.email,
    // Caretakers added before they had a language work in Serbia: Serbian.
    preferredLanguage: state.profile.preferredLanguage ?? defaultPreferredLanguage,
  };
};

/**
 * The caretaker account an invite activates: the one earlier invites named, else the account
 * with the caretaker's email (a caretaker account nobody claimed yet, linked now), else a new
 * caretaker account without a password.
 */
const resolveCaretakerAccount = async (
  deps: AppDeps,
  caretaker: Awaited<ReturnType<typeof readCaretaker>>,
  previousUserId: string | null,
  ctx: CommandContext,
): Promise<{ userId: string; email: string; hasPassword: boolean }> => {
  let userId = previousUserId;
  if (!userId) userId = (await findCredentialsByEmail(deps.pool, caretaker.email))?.userId ?? null;
  if (!userId) {
    const created = await createUserAccount(
      deps,
      {
        email: caretaker.email,
        ...splitName(caretaker.name),
        role: 'caretaker',
        caretakerId: caretaker.caretakerId,
      },
      ctx,
    );
    return { userId: created.userId, email: caretaker.email, hasPassword: false };
  }
  const user = await readUser(deps.eventStore, userId);
  if (!user.exists || !user.email) throw caretakerNotFound();
  if (user.caretakerId !== caretaker.caretakerId) {
    if (user.caretakerId !== null || user.role !== 'caretaker')
      throw emailBelongsToAnotherAccount();
    await linkUserAccount(
      deps,
      userId,
      { clientId: null, caretakerId: caretaker.caretakerId },
      ctx,
    );
  }
  const credentials = await findCredentialsByEmail(deps.pool, user.email);
  return { userId, email: user.email, hasPassword: Boolean(credentials?.passwordHash) };
};

export interface IssuedCaretakerInvite {
  readonly caretakerId: string;
  readonly inviteId: string;
  readonly inviteLink: string;
  readonly expiresAt: string;
  readonly position: Position | null;
}

/**
 * Issues a caretaker's invite (valid 7 days; older links stop working), on the caretaker's own
 * `invites-<caretakerId>` stream. The invite mail reactor sends it; the invite page and
 * activation are the clients' ones.
 */
export const issueCaretakerInvite = async (
  deps: AppDeps,
  settings: InviteSettings,
  caretakerId: string,
  ctx: CommandContext,
): Promise<IssuedCaretakerInvite> => {
  const caretaker = await readCaretaker(deps.eventStore, caretakerId);
  const invites = await readInvites(deps.eventStore, caretakerId);
  const previous = invites.latestInviteId ? invites.invites[invites.latestInviteId] : undefined;
  const account = await resolveCaretakerAccount(deps, caretaker, previous?.userId ?? null, ctx);
  const issued = await issueInvite(
    deps,
    settings,
    invites,
    {
      accountId: caretakerId,
      accountKind: 'caretaker',
      role: 'caretaker',
      userId: account.userId,
      email: account.email,
      name: caretaker.name,
      preferredLanguage: caretaker.preferredLanguage,
      withTemporaryCredentials: !account.hasPassword,
    },
    ctx,
  );
  return { caretakerId, ...issued };
};

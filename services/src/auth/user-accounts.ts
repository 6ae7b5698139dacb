import { randomUUID } from 'node:crypto';
import type { Role } from '@memorial-care/contracts';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import {
  userEmailReservedSchema,
  userEmailReservedType,
  userEmailStreamId,
  userStreamId,
} from '@memorial-care/contracts/events';
import type { AppDeps } from '../http/deps';
import { handleCommand, metadataOf, type CommandContext } from '../shared/command-handler';
import { ConflictError, ValidationError } from '../shared/errors';
import { normalizeEmail, saveCredentials } from './credentials';
import { hashPassword } from './password-hash';
import { userDecider, type UserCommand } from './user-decider';

// The service API of user accounts, for the auth routes and for other features (registration,
// invite activation, the demo seed). Passwords arrive in plain text and leave only as a hash in
// `user_credentials`; events carry no secret.

export type UserAccountDeps = Pick<AppDeps, 'pool' | 'eventStore'>;

export interface NewUserAccount {
  readonly email: string;
  /** Omitted: the account exists but cannot sign in until a password is set (invites). */
  readonly password?: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly role: Role;
  readonly clientId?: string | null;
  readonly caretakerId?: string | null;
}

export const emailTakenMessage = 'An account with this email already exists';
/** A reservation whose user stream never appeared (the process died in between) is free after this. */
const abandonedReservationMs = 60_000;

const requirePassword = (password: string) => {
  if (password.length === 0)
    throw new ValidationError('Password is required', [
      { path: 'password', message: 'Password is required' },
    ]);
};

/**
 * Claims the email for `userId` through the `user-email-<email>` stream, appended with
 * `no_stream`: of two concurrent sign-ups with one email, exactly one wins.
 */
const reserveEmail = async (
  eventStore: EventStore,
  email: string,
  userId: string,
  context: CommandContext,
) => {
  const streamId = userEmailStreamId(email);
  const reservation = () => [
    {
      id: randomUUID(),
      type: userEmailReservedType,
      data: { email, userId },
      metadata: metadataOf(context),
    },
  ];
  try {
    await eventStore.appendToStream(streamId, reservation(), { expectedRevision: 'no_stream' });
    return;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  const last = (await eventStore.readStream(streamId)).at(-1);
  const holder = userEmailReservedSchema.safeParse(last?.data);
  const abandoned =
    last !== undefined &&
    holder.success &&
    context.now.getTime() - last.createdAt.getTime() > abandonedReservationMs &&
    (await eventStore.readStream(userStreamId(holder.data.userId))).length === 0;
  if (!abandoned) throw new ConflictError(emailTakenMessage, 'EMAIL_TAKEN');
  try {
    await eventStore.appendToStream(streamId, reservation(), { expectedRevision: last.revision });
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError)
      throw new ConflictError(emailTakenMessage, 'EMAIL_TAKEN');
    throw error;
  }
};

export const createUserAccount = async (
  deps: UserAccountDeps,
  account: NewUserAccount,
  context: CommandContext,
): Promise<{ userId: string; position: Position }> => {
  const email = normalizeEmail(account.email);
  if (account.password !== undefined) requirePassword(account.password);
  // Hash first: the slow step stays outside the window between the append and the row write.
  const passwordHash = account.password === undefined ? null : await hashPassword(account.password);
  const userId = randomUUID();
  await reserveEmail(deps.eventStore, email, userId, context);
  const result = await handleCommand(
    deps.eventStore,
    userStreamId(userId),
    userDecider,
    {
      type: 'RegisterUser',
      userId,
      email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      clientId: account.clientId ?? null,
      caretakerId: account.caretakerId ?? null,
    },
    context,
  );
  await saveCredentials(deps.pool, { userId, email, passwordHash });
  return { userId, position: result.position as Position };
};

const runUserCommand = (deps: UserAccountDeps, command: UserCommand, context: CommandContext) =>
  handleCommand(deps.eventStore, userStreamId(command.userId), userDecider, command, context);

/** Sets (or replaces) the password; the event records that it changed, never the hash. */
export const setUserPassword = async (
  deps: UserAccountDeps,
  userId: string,
  password: string,
  context: CommandContext,
): Promise<{ position: Position | null }> => {
  requirePassword(password);
  const passwordHash = await hashPassword(password);
  const result = await runUserCommand(deps, { type: 'ChangePassword', userId }, context);
  await saveCredentials(deps.pool, {
    userId,
    email: result.state.email as string,
    passwordHash,
  });
  return { position: result.position };
};

export const changeUserRole = async (
  deps: UserAccountDeps,
  userId: string,
  role: Role,
  context: CommandContext,
) => ({
  position: (await runUserCommand(deps, { type: 'ChangeRole', userId, role }, context)).position,
});

/** Ties the account to its client or caretaker record (set by registration, invites, the seed). */
export const linkUserAccount = async (
  deps: UserAccountDeps,
  userId: string,
  link: { clientId: string | null; caretakerId: string | null },
  context: CommandContext,
) => ({
  position: (await runUserCommand(deps, { type: 'LinkUser', userId, ...link }, context)).position,
});

export const verifyUserEmail = async (
  deps: UserAccountDeps,
  userId: string,
  context: CommandContext,
) => ({
  position: (await runUserCommand(deps, { type: 'VerifyEmail', userId }, context)).position,
});

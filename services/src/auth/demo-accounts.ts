import type { Role } from '@memorial-care/contracts';
import { comparePositions, type Position } from '@memorial-care/contracts/event-store';
import { userEmailReservedSchema, userEmailStreamId } from '@memorial-care/contracts/events';
import { systemContext } from '../shared/command-handler';
import { ConflictError } from '../shared/errors';
import { findCredentialsByEmail } from './credentials';
import { createUserAccount, linkUserAccount, type UserAccountDeps } from './user-accounts';

/** The three accounts shown on the landing page when demo data is on. */
export const demoAccounts: readonly {
  readonly role: Role;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}[] = [
  { role: 'admin', email: 'admin@memorialcare.example', firstName: 'Jelena', lastName: 'Petrović' },
  {
    role: 'client',
    email: 'client@memorialcare.example',
    firstName: 'Milica',
    lastName: 'Jovanović',
  },
  {
    role: 'caretaker',
    email: 'caretaker@memorialcare.example',
    firstName: 'Dragan',
    lastName: 'Nikolić',
  },
];

export interface DemoAccountLinks {
  /** The demo client's record, once the demo seed has created it. */
  readonly clientId?: string;
  /** The demo caretaker's record, once the demo seed has created it. */
  readonly caretakerId?: string;
}

const laterOf = (a: Position | null, b: Position | null) =>
  !a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b;

/** Who holds an email, from its reservation stream (the account may still be half-written). */
const reservedUserId = async (deps: UserAccountDeps, email: string) => {
  const last = (await deps.eventStore.readStream(userEmailStreamId(email))).at(-1);
  const parsed = userEmailReservedSchema.safeParse(last?.data);
  return parsed.success ? parsed.data.userId : null;
};

/**
 * Creates the demo accounts that do not exist yet; an existing one is left as it is (its
 * password too). Safe to run at every start and from several processes at once. Links given in
 * `links` are applied when they differ.
 */
export const ensureDemoAccounts = async (
  deps: UserAccountDeps,
  password: string,
  links: DemoAccountLinks = {},
): Promise<{ userIds: Record<Role, string>; position: Position | null }> => {
  const userIds: Partial<Record<Role, string>> = {};
  let position: Position | null = null;
  for (const account of demoAccounts) {
    const context = systemContext();
    let userId = (await findCredentialsByEmail(deps.pool, account.email))?.userId ?? null;
    if (!userId)
      try {
        const created = await createUserAccount(deps, { ...account, password }, context);
        userId = created.userId;
        position = laterOf(position, created.position);
      } catch (error) {
        // Another process created it in the meantime.
        if (!(error instanceof ConflictError)) throw error;
        userId = await reservedUserId(deps, account.email);
        if (!userId) throw error;
      }
    const link =
      account.role === 'client'
        ? links.clientId
        : account.role === 'caretaker'
          ? links.caretakerId
          : undefined;
    if (link) {
      const linked = await linkUserAccount(
        deps,
        userId,
        {
          clientId: account.role === 'client' ? link : null,
          caretakerId: account.role === 'caretaker' ? link : null,
        },
        context,
      );
      position = laterOf(position, linked.position);
    }
    userIds[account.role] = userId;
  }
  return { userIds: userIds as Record<Role, string>, position };
};

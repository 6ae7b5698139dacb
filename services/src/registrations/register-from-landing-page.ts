import type { z } from 'zod';
import { comparePositions, type Position } from '@memorial-care/contracts/event-store';
import { clientEmailStreamId } from '@memorial-care/contracts/events';
import type { registrationRequestSchema } from '@memorial-care/contracts/http';
import { getCemetery, listPublicCemeteries } from '@memorial-care/projections/cemeteries';
import { aggregateStream } from '../shared/aggregate-stream';
import { findCredentialsByEmail } from '../auth/credentials';
import { createUserAccount } from '../auth/user-accounts';
import { addCemetery, typedCemeteryFields } from '../cemeteries/commands';
import { cemeteryKey, deterministicCemeteryId } from '../cemeteries/cemetery-keys';
import { clientEmailDecider } from '../clients/client-email-decider';
import { normalizeClientEmail } from '../clients/clients-decider';
import { deleteClient, registerClient } from '../clients/commands';
import { addGrave, removeGrave } from '../graves/commands';
import type { AppDeps } from '../http/deps';
import { approveClient, type InviteSettings } from '../invites/commands';
import type { CommandContext } from '../shared/command-handler';
import { ConflictError, DomainRuleError, ValidationError } from '../shared/errors';

export type Registration = z.output<typeof registrationRequestSchema>;

export const emailTakenMessage =
  'An account with this email already exists. Sign in or use another email.';
const emailTaken = () => new ConflictError(emailTakenMessage, 'EMAIL_TAKEN');

/** The form's country values, as the admin screens write countries. */
const countryNames: Record<Registration['country'], string> = {
  serbia: 'Serbia',
  canada: 'Canada',
  usa: 'USA',
  germany: 'Germany',
  australia: 'Australia',
  other: 'Other',
};

const laterOf = (a: Position | null, b: Position | null) =>
  !a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b;

/** Neither a client nor a user account holds the address (checked before anything is written). */
const assertEmailFree = async (deps: AppDeps, email: string) => {
  const { state: claim } = await aggregateStream(
    deps.eventStore,
    clientEmailStreamId(email),
    clientEmailDecider,
  );
  if (claim.ownerClientId !== null) throw emailTaken();
  if (await findCredentialsByEmail(deps.pool, email)) throw emailTaken();
};

type CemeteryPlan =
  | { readonly kind: 'existing'; readonly id: string; readonly name: string }
  | { readonly kind: 'typed'; readonly id: string; readonly name: string };

const unknownCemetery = 'Please pick a cemetery from the list or type its name';

/**
 * Which cemetery the grave goes to: the one picked, the one whose name was typed (ignoring case
 * and spacing), or a new one with that name in city "Unknown". Null when there is no grave.
 */
const planCemetery = async (deps: AppDeps, input: Registration): Promise<CemeteryPlan | null> => {
  if (!input.deceasedName) return null;
  if (input.cemeteryId) {
    const picked = await getCemetery(deps.pool, input.cemeteryId);
    if (!picked)
      throw new ValidationError(unknownCemetery, [
        { path: 'body.cemeteryId', message: unknownCemetery },
      ]);
    return { kind: 'existing', id: picked.id, name: picked.name };
  }
  const typed = input.cemeteryName;
  if (!typed) return null;
  const key = cemeteryKey(typed, '');
  const known = (await listPublicCemeteries(deps.pool, { search: typed })).find(
    (c) => cemeteryKey(c.name, '') === key,
  );
  if (known) return { kind: 'existing', id: known.id, name: known.name };
  const fields = typedCemeteryFields({ name: typed });
  return { kind: 'typed', id: deterministicCemeteryId(fields.name, fields.city), name: typed };
};

/** Adds a typed cemetery; one that another registration added a moment ago is simply used. */
const ensureTypedCemetery = async (deps: AppDeps, plan: CemeteryPlan, ctx: CommandContext) => {
  if (plan.kind !== 'typed') return null;
  try {
    const result = await addCemetery(deps, ctx, {
      cemeteryId: plan.id,
      fields: typedCemeteryFields({ name: plan.name }),
      source: 'registration',
    });
    return result.position;
  } catch (error) {
    const alreadyThere =
      (error instanceof DomainRuleError && error.code === 'CEMETERY_ALREADY_EXISTS') ||
      error instanceof ConflictError;
    if (!alreadyThere) throw error;
    return null;
  }
};

export interface RegistrationOutcome {
  readonly clientId: string;
  readonly email: string;
  readonly graveId: string | null;
  /** The invite, unless issuing it failed (the admin can resend it). */
  readonly inviteId: string | null;
  readonly position: Position | null;
}

/**
 * "Start Your Care Journey": the client (plan active), the cemetery and grave when both a
 * deceased name and a cemetery are given, the user account with the chosen password, then the
 * approval (an invite mail). A taken email is refused before anything is written; a step that
 * fails after the client exists undoes what this registration wrote, so a retry starts clean.
 */
export const registerFromLandingPage = async (
  deps: AppDeps,
  invites: InviteSettings,
  input: Registration,
  ctx: CommandContext,
): Promise<RegistrationOutcome> => {
  const email = normalizeClientEmail(input.email);
  await assertEmailFree(deps, email);
  const cemetery = await planCemetery(deps, input);

  let client;
  try {
    client = await registerClient(
      deps,
      {
        name: input.name,
        email,
        phone: input.phone,
        address: input.address,
        country: countryNames[input.country],
        notes: input.notes,
        preferredLanguage: input.preferredLanguage ?? null,
        selectedPlan: input.selectedPlan,
        planStatus: 'active',
        source: 'self-registration',
      },
      ctx,
    );
  } catch (error) {
    // Another registration took the address between the check and the claim.
    if (error instanceof ConflictError) throw emailTaken();
    throw error;
  }
  const clientId = client.id;
  let position = client.position;
  let graveId: string | null = null;

  try {
    if (cemetery && input.deceasedName) {
      position = laterOf(position, await ensureTypedCemetery(deps, cemetery, ctx));
      const grave = await addGrave(
        deps,
        {
          clientId,
          cemeteryId: cemetery.id,
          graveNumber: '1',
          graveLocation: cemetery.name,
          deceasedName: input.deceasedName,
        },
        ctx,
      );
      graveId = grave.id;
      position = laterOf(position, grave.position);
    }
    const [firstName = input.name, ...rest] = input.name.trim().split(/\s+/);
    const account = await createUserAccount(
      deps,
      {
        email,
        password: input.password,
        firstName,
        lastName: rest.length > 0 ? rest.join(' ') : null,
        role: 'client',
        clientId,
      },
      ctx,
    );
    position = laterOf(position, account.position);
  } catch (error) {
    await undo(deps, { clientId, graveId }, ctx);
    if (error instanceof ConflictError && error.code === 'EMAIL_TAKEN') throw emailTaken();
    throw error;
  }

  // The registration stands even if the invite cannot be issued now: the admin's Registrations
  // screen shows it without an invite, and Resend Invite issues one.
  let inviteId: string | null = null;
  try {
    const invite = await approveClient(deps, invites, clientId, ctx);
    inviteId = invite.inviteId;
    position = laterOf(position, invite.position);
  } catch (error) {
    deps.logger.error({ err: error, clientId }, 'Could not issue the invite of a registration');
  }
  return { clientId, email, graveId, inviteId, position };
};

/**
 * Compensation: the grave and the client go again (which frees the email claim). The error
 * answer waits until the read models show it, so no half-made registration appears in a list.
 */
const undo = async (
  deps: AppDeps,
  { clientId, graveId }: { clientId: string; graveId: string | null },
  ctx: CommandContext,
) => {
  try {
    const grave = graveId ? await removeGrave(deps, { graveId }, ctx) : null;
    const client = await deleteClient(deps, { clientId }, ctx);
    const position = laterOf(grave?.position ?? null, client.position);
    if (position) await deps.waitForProjections(position);
  } catch (error) {
    deps.logger.error({ err: error, clientId, graveId }, 'Could not undo a failed registration');
  }
};

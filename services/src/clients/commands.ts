import { randomUUID } from 'node:crypto';
import type { Position } from '@memorial-care/contracts/event-store';
import {
  clientEmailStreamId,
  clientStreamId,
  type ClientChanges,
} from '@memorial-care/contracts/events';
import { countOpenRequestsOfClient } from '@memorial-care/projections/clients';
import { aggregateStream } from '../shared/aggregate-stream';
import { endAccessOfLinkedAccounts, laterPosition } from '../auth/account-access';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { ConflictError } from '../shared/errors';
import { clientEmailDecider, clientEmailTaken } from './client-email-decider';
import {
  clientsDecider,
  normalizeClientEmail,
  type ClientCommand,
  type ClientRegistration,
} from './clients-decider';

export interface CommandOutcome {
  readonly id: string;
  /** Position of the last appended event; null when nothing changed. */
  readonly position: Position | null;
}

export type RegisterClientInput = Omit<ClientRegistration, 'clientId' | 'source'> & {
  /** A caller-chosen id (the seed, an import); a new UUID when absent. */
  readonly clientId?: string;
  readonly source?: ClientRegistration['source'];
};

/** Claims `email` for `clientId`; true when this call made the claim (so it may undo it). */
const claimEmail = async (
  deps: AppDeps,
  email: string,
  clientId: string,
  ctx: CommandContext,
): Promise<boolean> => {
  try {
    const result = await handleCommand(
      deps.eventStore,
      clientEmailStreamId(email),
      clientEmailDecider,
      { type: 'ClaimClientEmail', data: { email, clientId } },
      ctx,
    );
    return result.events.length > 0;
  } catch (error) {
    // A lost race for the claim stream means someone else claimed the address first.
    if (error instanceof ConflictError && error.code === 'VERSION_CONFLICT')
      throw clientEmailTaken();
    throw error;
  }
};

const releaseEmail = (deps: AppDeps, email: string, clientId: string, ctx: CommandContext) =>
  handleCommand(
    deps.eventStore,
    clientEmailStreamId(email),
    clientEmailDecider,
    { type: 'ReleaseClientEmail', data: { email, clientId } },
    ctx,
  );

/** Undo a claim whose client change failed; a failure here only leaves the address blocked. */
const releaseAfterFailure = async (
  deps: AppDeps,
  email: string,
  clientId: string,
  ctx: CommandContext,
) => {
  await releaseEmail(deps, email, clientId, ctx).catch((error: unknown) =>
    deps.logger.error({ err: error, email, clientId }, 'Could not release a client email claim'),
  );
};

export const registerClient = async (
  deps: AppDeps,
  input: RegisterClientInput,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const clientId = input.clientId ?? randomUUID();
  const command: ClientCommand = {
    type: 'RegisterClient',
    data: { ...input, clientId, source: input.source ?? 'admin' },
  };
  // Decide once up front so that invalid input never claims an address.
  clientsDecider.decide(command, clientsDecider.initialState());
  const email = normalizeClientEmail(input.email);
  const claimed = await claimEmail(deps, email, clientId, ctx);
  try {
    const result = await handleCommand(
      deps.eventStore,
      clientStreamId(clientId),
      clientsDecider,
      command,
      ctx,
    );
    return { id: clientId, position: result.position };
  } catch (error) {
    if (claimed) await releaseAfterFailure(deps, email, clientId, ctx);
    throw error;
  }
};

export const updateClient = async (
  deps: AppDeps,
  input: { readonly clientId: string; readonly changes: ClientChanges },
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const { clientId } = input;
  const streamId = clientStreamId(clientId);
  const command: ClientCommand = { type: 'UpdateClient', data: input };
  let emailMove: { from: string; to: string } | null = null;
  let claimed = false;
  if (input.changes.email !== undefined) {
    // Decide once up front: invalid changes never claim an address, and a real change of
    // address shows which one to claim and which one to free afterwards.
    const { state: before } = await aggregateStream(deps.eventStore, streamId, clientsDecider);
    const [updated] = clientsDecider.decide(command, before);
    const to = updated?.type === 'ClientUpdated' ? updated.data.changes.email : undefined;
    if (to !== undefined && before.status === 'registered') {
      emailMove = { from: before.profile.email, to };
      claimed = await claimEmail(deps, to, clientId, ctx);
    }
  }
  try {
    const result = await handleCommand(deps.eventStore, streamId, clientsDecider, command, ctx);
    if (emailMove) await releaseEmail(deps, emailMove.from, clientId, ctx);
    return { id: clientId, position: result.position };
  } catch (error) {
    if (claimed && emailMove) await releaseAfterFailure(deps, emailMove.to, clientId, ctx);
    throw error;
  }
};

/**
 * Deletes a client unless open service requests would be orphaned (409 CLIENT_HAS_OPEN_REQUESTS).
 * `openRequests` is counted from the requests read model when the caller does not pass it.
 */
export const deleteClient = async (
  deps: AppDeps,
  input: { readonly clientId: string; readonly openRequests?: number },
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const openRequests =
    input.openRequests ?? (await countOpenRequestsOfClient(deps.pool, input.clientId));
  const result = await handleCommand(
    deps.eventStore,
    clientStreamId(input.clientId),
    clientsDecider,
    { type: 'DeleteClient', data: { clientId: input.clientId, openRequests } },
    ctx,
  );
  // The address is free again once the client is gone, and the client can no longer sign in.
  if (result.state.status === 'deleted')
    await releaseEmail(deps, result.state.profile.email, input.clientId, ctx);
  const access = await endAccessOfLinkedAccounts(
    deps,
    { clientId: input.clientId },
    'client-deleted',
    ctx,
  );
  return { id: input.clientId, position: laterPosition(result.position, access.position) };
};

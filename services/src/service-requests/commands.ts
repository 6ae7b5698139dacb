import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@memorial-care/contracts/event-store';
import {
  graveEventTypes,
  type GraveEvent,
  graveStreamId,
  serviceRequestStreamId,
} from '@memorial-care/contracts/events';
import { eventsOf, readParsedStream } from '../shared/aggregate-stream';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import type { Actor } from './actor';
import { DomainRuleError, ValidationError } from '../shared/errors';
import {
  serviceRequestsDecider,
  type NewServiceRequest,
  type ServiceRequestCommand,
} from './service-requests-decider';

export interface CommandOutcome {
  readonly id: string;
  /** Position of the last appended event; null when nothing changed. */
  readonly position: Position | null;
}

export const run = async (
  deps: AppDeps,
  requestId: string,
  command: ServiceRequestCommand,
  ctx: CommandContext,
): Promise<CommandOutcome> => {
  const result = await handleCommand(
    deps.eventStore,
    serviceRequestStreamId(requestId),
    serviceRequestsDecider,
    command,
    ctx,
  );
  return { id: requestId, position: result.position };
};

export type RequestServiceInput = Omit<NewServiceRequest, 'requestId'> & {
  /** A caller-chosen id (the seed, an import); a new UUID when absent. */
  readonly requestId?: string;
};

/**
 * Whose grave it is and where, from the grave's own stream rather than the read model, so a
 * grave added a moment ago counts. Null when there is no such grave (or it was removed).
 */
export const readGrave = async (eventStore: EventStore, graveId: string) => {
  let grave: { clientId: string; cemeteryId: string | null } | null = null;
  const recorded = await readParsedStream(eventStore, graveStreamId(graveId));
  for (const event of eventsOf<GraveEvent>(graveEventTypes, recorded)) {
    if (event.type === 'GraveAdded')
      grave = { clientId: event.data.clientId, cemeteryId: event.data.cemeteryId };
    else if (event.type === 'GraveUpdated' && grave)
      grave = {
        clientId: event.data.changes.clientId ?? grave.clientId,
        cemeteryId:
          event.data.changes.cemeteryId === undefined
            ? grave.cemeteryId
            : event.data.changes.cemeteryId,
      };
    else if (event.type === 'GraveRemoved') grave = null;
  }
  return grave;
};

interface GraveLinks {
  readonly clientId?: string | null;
  readonly graveId?: string | null;
  readonly cemeteryId?: string | null;
  readonly guest?: unknown;
}

/**
 * A request for a grave is that grave's client's, at that grave's cemetery: the cemetery
 * figures (open visits, next visit) count requests by cemetery, so it is filled in here.
 */
export const withGraveFacts = async <T extends GraveLinks>(
  eventStore: EventStore,
  input: T,
): Promise<T> => {
  const graveId = input.graveId?.trim();
  if (!graveId) return input;
  const grave = await readGrave(eventStore, graveId);
  const message = 'Please select a grave for this service request';
  if (!grave) throw new ValidationError(message, [{ path: 'graveId', message }]);
  // Guests have no graves on record; their wishes go into the description.
  if (input.guest)
    throw new ValidationError(message, [
      { path: 'graveId', message: 'A guest request cannot name a grave' },
    ]);
  if (input.clientId && input.clientId !== grave.clientId)
    throw new DomainRuleError('GRAVE_OF_ANOTHER_CLIENT', 'This grave belongs to another client');
  if (input.cemeteryId && grave.cemeteryId && input.cemeteryId !== grave.cemeteryId)
    throw new DomainRuleError('GRAVE_IN_ANOTHER_CEMETERY', 'This grave is in another cemetery');
  return {
    ...input,
    graveId,
    clientId: input.clientId || grave.clientId,
    cemeteryId: input.cemeteryId || grave.cemeteryId,
  };
};

export const requestService = async (
  deps: AppDeps,
  input: RequestServiceInput,
  ctx: CommandContext,
) => {
  const requestId = input.requestId ?? randomUUID();
  const data = await withGraveFacts(deps.eventStore, input);
  return run(deps, requestId, { type: 'RequestService', data: { ...data, requestId } }, ctx);
};

export const scheduleServiceRequest = (
  deps: AppDeps,
  input: {
    readonly requestId: string;
    readonly caretakerId: string;
    readonly scheduledDate: string;
    readonly actor?: Actor;
  },
  ctx: CommandContext,
) => run(deps, input.requestId, { type: 'ScheduleServiceRequest', data: input }, ctx);

/** The work starts now: the time of the command. */
export const startWork = (
  deps: AppDeps,
  input: { readonly requestId: string; readonly actor?: Actor },
  ctx: CommandContext,
) =>
  run(
    deps,
    input.requestId,
    { type: 'StartWork', data: { ...input, startedAt: ctx.now.toISOString() } },
    ctx,
  );

/** Completed now unless the caller says when the work was done. */
export const completeRequest = (
  deps: AppDeps,
  input: { readonly requestId: string; readonly completedDate?: string; readonly actor?: Actor },
  ctx: CommandContext,
) =>
  run(
    deps,
    input.requestId,
    {
      type: 'CompleteRequest',
      data: {
        requestId: input.requestId,
        completedDate: input.completedDate ?? ctx.now.toISOString(),
        ...(input.actor ? { actor: input.actor } : {}),
      },
    },
    ctx,
  );

export const cancelServiceRequest = (
  deps: AppDeps,
  input: { readonly requestId: string; readonly actor?: Actor },
  ctx: CommandContext,
) => run(deps, input.requestId, { type: 'CancelServiceRequest', data: input }, ctx);

import {
  projectionSkipEventTypes,
  type ProjectionSkipEvent,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ConflictError, DomainRuleError } from '../shared/errors';

/** The event a projection is paused on, as its checkpoint records it. */
export interface PausedOn {
  readonly eventId: string;
  readonly eventType: string;
  readonly position: { readonly commit: string; readonly prepare: string };
  readonly error: string;
}

export interface SkipProjectionEvent {
  readonly type: 'SkipProjectionEvent';
  readonly data: {
    readonly projection: string;
    readonly eventId: string;
    readonly reason: string;
    /** Read from the checkpoint by the handler; null when the projection is not paused. */
    readonly pausedOn: PausedOn | null;
  };
}

/** The events already skipped for one projection (its stream `projection-skips-<name>`). */
export interface ProjectionSkipsState {
  readonly skippedEventIds: readonly string[];
}

/**
 * The skip's own projection applies the skips; skipping one of its events could never take
 * effect. A poison event there is a bug to fix, then resume.
 */
export const unskippableProjections = ['projection-skips'];

/**
 * An admin passes a projection over the one event it is paused on, with a reason. Only that
 * event: skipping anything else would silently drop data that applies fine (409, the pause
 * moved on or never happened). Asking twice records it once.
 */
export const projectionSkipDecider: Decider<
  ProjectionSkipsState,
  SkipProjectionEvent,
  ProjectionSkipEvent
> = {
  eventTypes: projectionSkipEventTypes,
  initialState: () => ({ skippedEventIds: [] }),
  evolve: (state, event) => ({ skippedEventIds: [...state.skippedEventIds, event.data.eventId] }),
  decide: ({ data }, state) => {
    if (unskippableProjections.includes(data.projection))
      throw new DomainRuleError(
        'PROJECTION_NOT_SKIPPABLE',
        `The ${data.projection} projection records the skips; fix the cause and resume it`,
      );
    if (state.skippedEventIds.includes(data.eventId)) return [];
    const { pausedOn } = data;
    if (pausedOn?.eventId !== data.eventId)
      throw new ConflictError(
        pausedOn
          ? `The ${data.projection} projection is paused on event ${pausedOn.eventId}, not on ${data.eventId}`
          : `The ${data.projection} projection is not paused`,
        'PROJECTION_NOT_PAUSED_ON_EVENT',
      );
    return [
      {
        type: 'ProjectionEventSkipped',
        data: {
          projection: data.projection,
          eventId: pausedOn.eventId,
          eventType: pausedOn.eventType,
          position: pausedOn.position,
          reason: data.reason,
          error: pausedOn.error,
        },
      },
    ];
  },
};

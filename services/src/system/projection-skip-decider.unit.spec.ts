import { describe, it } from 'vitest';
import type { ProjectionSkipEvent } from '@memorial-care/contracts/events';
import { ConflictError, DomainRuleError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import {
  projectionSkipDecider,
  type PausedOn,
  type SkipProjectionEvent,
} from './projection-skip-decider';

const given = DeciderSpecification.for(projectionSkipDecider);

const poison = '0c9a3e52-5a0b-4d7e-9d43-1f6a2b3c4d5e';
const other = '5f1e2d3c-4b5a-4968-8776-655443322110';
const pausedOn: PausedOn = {
  eventId: poison,
  eventType: 'ClientRegistered',
  position: { commit: '812', prepare: '4411' },
  error: 'index row requires 10584 bytes, maximum size is 8191',
};

const skip = (overrides: Partial<SkipProjectionEvent['data']> = {}): SkipProjectionEvent => ({
  type: 'SkipProjectionEvent',
  data: {
    projection: 'clients',
    eventId: poison,
    reason: 'Registration spam with a 900 KB name',
    pausedOn,
    ...overrides,
  },
});

const skipped: ProjectionSkipEvent = {
  type: 'ProjectionEventSkipped',
  data: {
    projection: 'clients',
    eventId: poison,
    eventType: 'ClientRegistered',
    position: { commit: '812', prepare: '4411' },
    reason: 'Registration spam with a 900 KB name',
    error: 'index row requires 10584 bytes, maximum size is 8191',
  },
};

describe('SkipProjectionEvent', () => {
  it('records the skip of the event the projection is paused on, with the reason and error', () =>
    given([]).when(skip()).then([skipped]));

  it('refuses an event the projection is not paused on', () =>
    given([])
      .when(skip({ eventId: other }))
      .thenThrows(ConflictError, { status: 409, code: 'PROJECTION_NOT_PAUSED_ON_EVENT' }));

  it('refuses when the projection is not paused at all', () =>
    given([])
      .when(skip({ pausedOn: null }))
      .thenThrows(ConflictError, { status: 409, code: 'PROJECTION_NOT_PAUSED_ON_EVENT' }));

  it('records a skip once, however often it is asked for', () =>
    given([skipped])
      .when(skip({ pausedOn: null }))
      .thenNothing());

  it('never skips for the projection that records the skips', () =>
    given([])
      .when(skip({ projection: 'projection-skips' }))
      .thenThrows(DomainRuleError, { status: 422, code: 'PROJECTION_NOT_SKIPPABLE' }));
});

import { describe, it } from 'vitest';
import type { GraveEvent } from '@memorial-care/contracts/events';
import { DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { gravesDecider, type GraveCommand } from './graves-decider';

const given = DeciderSpecification.for(gravesDecider);

const graveId = '4a7d2c1e-9b3f-4e8a-a5d6-0c1b2e3f4a5b';
const clientId = '8e6f4d2c-0a1b-4c3d-9e5f-7a8b9c0d1e2f';
const occasionKey = 'fortiethDay:2027-04-30';

const added = (visitFrequency: 'on_demand' | 'scheduled' | 'recurring' | null): GraveEvent => ({
  type: 'GraveAdded',
  data: {
    graveId,
    clientId,
    cemeteryId: null,
    graveNumber: null,
    graveLocation: null,
    deceasedName: 'Milica Jovanović',
    deceasedDateOfBirth: '1950-06-01',
    deceasedDateOfDeath: '2027-03-22',
    notes: null,
    visitFrequency,
  },
});
const scheduled = added('scheduled');
const paused: GraveEvent = { type: 'GraveCarePlanPaused', data: { graveId } };
const resumed: GraveEvent = { type: 'GraveCarePlanResumed', data: { graveId } };
const skipped: GraveEvent = { type: 'GraveCareOccasionSkipped', data: { graveId, occasionKey } };
const restored: GraveEvent = { type: 'GraveCareOccasionRestored', data: { graveId, occasionKey } };
const removed: GraveEvent = { type: 'GraveRemoved', data: { graveId } };

const pause: GraveCommand = { type: 'PauseCarePlan', data: { graveId } };
const resume: GraveCommand = { type: 'ResumeCarePlan', data: { graveId } };
const skip = (key = occasionKey): GraveCommand => ({
  type: 'SkipCareOccasion',
  data: { graveId, occasionKey: key },
});
const restore = (key = occasionKey): GraveCommand => ({
  type: 'RestoreCareOccasion',
  data: { graveId, occasionKey: key },
});

describe('graves decider: the care plan', () => {
  describe('PauseCarePlan and ResumeCarePlan', () => {
    it('pauses a scheduled or recurring plan, and resumes it', () => {
      given([scheduled]).when(pause).then([paused]);
      given([added('recurring')])
        .when(pause)
        .then([paused]);
      given([scheduled, paused]).when(resume).then([resumed]);
    });

    it('changes nothing when the plan already is as asked', () => {
      given([scheduled, paused]).when(pause).thenNothing();
      given([scheduled]).when(resume).thenNothing();
      given([scheduled, paused, resumed]).when(resume).thenNothing();
    });

    it('refuses to pause a plan that creates no requests (on demand, or no frequency)', () => {
      given([added('on_demand')])
        .when(pause)
        .thenThrows(DomainRuleError, { code: 'CARE_PLAN_NOT_AUTOMATIC' });
      given([added(null)])
        .when(pause)
        .thenThrows(DomainRuleError, { code: 'CARE_PLAN_NOT_AUTOMATIC' });
    });

    it('resumes a paused plan whose care became on demand meanwhile', () =>
      given([
        scheduled,
        paused,
        { type: 'GraveUpdated', data: { graveId, changes: { visitFrequency: 'on_demand' } } },
      ])
        .when(resume)
        .then([resumed]));
  });

  describe('SkipCareOccasion and RestoreCareOccasion', () => {
    it('skips an occasion, and undoes the skip', () => {
      given([scheduled]).when(skip()).then([skipped]);
      given([scheduled, skipped]).when(restore()).then([restored]);
      given([scheduled, skipped, restored]).when(skip()).then([skipped]);
    });

    it('changes nothing when the occasion already is as asked', () => {
      given([scheduled, skipped]).when(skip()).thenNothing();
      given([scheduled]).when(restore()).thenNothing();
      given([scheduled, skipped, restored]).when(restore()).thenNothing();
    });

    it('keeps each occasion apart', () =>
      given([scheduled, skipped])
        .when(skip('anniversary:2028-03-22'))
        .then([
          {
            type: 'GraveCareOccasionSkipped',
            data: { graveId, occasionKey: 'anniversary:2028-03-22' },
          },
        ]));

    it('refuses a key that names no occasion', () => {
      for (const key of ['', 'fortiethDay', 'someday:2027-04-30', 'easter:2027-02-30'])
        given([scheduled])
          .when(skip(key))
          .thenThrows(ValidationError, { errors: [{ path: 'key', message: 'Unknown occasion' }] });
    });
  });

  it('changes the plan of no unknown or removed grave', () => {
    for (const command of [pause, resume, skip(), restore()]) {
      given([]).when(command).thenThrows(NotFoundError, { message: 'Grave not found' });
      given([scheduled, skipped, paused, removed]).when(command).thenThrows(NotFoundError);
    }
  });
});

import { isAutomaticCarePlan, parseCareOccasionKey } from '@memorial-care/contracts/domain';
import type { GraveDetails, GraveEvent } from '@memorial-care/contracts/events';
import { DomainRuleError, ValidationError } from '../shared/errors';

/** What the grave's own stream says about its care plan (the occasions come from its wishes). */
export interface CarePlanState {
  readonly paused: boolean;
  /** Keys of the occasions the family skipped. */
  readonly skipped: readonly string[];
}

export const activeCarePlan: CarePlanState = { paused: false, skipped: [] };

export type CarePlanCommand =
  | { readonly type: 'PauseCarePlan'; readonly data: { readonly graveId: string } }
  | { readonly type: 'ResumeCarePlan'; readonly data: { readonly graveId: string } }
  | {
      readonly type: 'SkipCareOccasion';
      readonly data: { readonly graveId: string; readonly occasionKey: string };
    }
  | {
      readonly type: 'RestoreCareOccasion';
      readonly data: { readonly graveId: string; readonly occasionKey: string };
    };

type CarePlanEvent = Extract<
  GraveEvent,
  {
    type:
      | 'GraveCarePlanPaused'
      | 'GraveCarePlanResumed'
      | 'GraveCareOccasionSkipped'
      | 'GraveCareOccasionRestored';
  }
>;

export const evolveCarePlan = (plan: CarePlanState, event: CarePlanEvent): CarePlanState => {
  switch (event.type) {
    case 'GraveCarePlanPaused':
      return { ...plan, paused: true };
    case 'GraveCarePlanResumed':
      return { ...plan, paused: false };
    case 'GraveCareOccasionSkipped':
      return { ...plan, skipped: [...plan.skipped, event.data.occasionKey] };
    case 'GraveCareOccasionRestored':
      return { ...plan, skipped: plan.skipped.filter((key) => key !== event.data.occasionKey) };
  }
};

const checkedKey = (occasionKey: string) => {
  if (parseCareOccasionKey(occasionKey)) return occasionKey;
  const message = 'Unknown occasion';
  throw new ValidationError(message, [{ path: 'key', message }]);
};

/**
 * The plan's changes; asking for what already holds (pausing a paused plan, skipping a skipped
 * occasion) changes nothing. Only a plan that creates requests by itself can be paused.
 */
export const decideCarePlan = (
  command: CarePlanCommand,
  graveId: string,
  details: GraveDetails,
  plan: CarePlanState,
): GraveEvent[] => {
  switch (command.type) {
    case 'PauseCarePlan':
      if (plan.paused) return [];
      if (!isAutomaticCarePlan({ visitFrequency: details.visitFrequency ?? null }))
        throw new DomainRuleError(
          'CARE_PLAN_NOT_AUTOMATIC',
          'Only a scheduled or recurring care plan can be paused',
        );
      return [{ type: 'GraveCarePlanPaused', data: { graveId } }];
    case 'ResumeCarePlan':
      return plan.paused ? [{ type: 'GraveCarePlanResumed', data: { graveId } }] : [];
    case 'SkipCareOccasion': {
      const occasionKey = checkedKey(command.data.occasionKey);
      if (plan.skipped.includes(occasionKey)) return [];
      return [{ type: 'GraveCareOccasionSkipped', data: { graveId, occasionKey } }];
    }
    case 'RestoreCareOccasion': {
      const occasionKey = checkedKey(command.data.occasionKey);
      if (!plan.skipped.includes(occasionKey)) return [];
      return [{ type: 'GraveCareOccasionRestored', data: { graveId, occasionKey } }];
    }
  }
};

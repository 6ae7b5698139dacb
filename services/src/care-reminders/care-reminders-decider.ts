import {
  careReminderEventTypes,
  type CareReminderDue,
  type CareReminderEvent,
  type MemorialDaysReminderDue,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';

// One grave's reminders (`care-reminders-<graveId>`): each occasion is reminded of once, and the
// memorial days after a death once, however often and on how many workers the job runs.

export type CareReminderCommand =
  | {
      readonly type: 'RemindOfCareOccasions';
      readonly data: { readonly occasions: readonly CareReminderDue[] };
    }
  | { readonly type: 'RemindOfMemorialDays'; readonly data: MemorialDaysReminderDue };

export interface CareReminderState {
  /** Keys of the occasions the family was reminded of (by a reminder or the memorial mail). */
  readonly reminded: ReadonlySet<string>;
  readonly memorialDaysReminded: boolean;
}

export const careRemindersDecider: Decider<
  CareReminderState,
  CareReminderCommand,
  CareReminderEvent
> = {
  eventTypes: careReminderEventTypes,
  initialState: () => ({ reminded: new Set(), memorialDaysReminded: false }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'CareReminderDue':
        return { ...state, reminded: new Set([...state.reminded, event.data.occasionKey]) };
      case 'MemorialDaysReminderDue':
        return {
          reminded: new Set([...state.reminded, ...event.data.coveredOccasionKeys]),
          memorialDaysReminded: true,
        };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'RemindOfCareOccasions': {
        // An occasion already reminded of is refused without a word: that is the job's
        // idempotency, so a second run, a late one or a second worker sends nothing twice.
        const reminded = new Set(state.reminded);
        const events: CareReminderEvent[] = [];
        for (const occasion of command.data.occasions) {
          if (reminded.has(occasion.occasionKey)) continue;
          reminded.add(occasion.occasionKey);
          events.push({ type: 'CareReminderDue', data: occasion });
        }
        return events;
      }
      case 'RemindOfMemorialDays':
        return state.memorialDaysReminded
          ? []
          : [{ type: 'MemorialDaysReminderDue', data: command.data }];
    }
  },
};

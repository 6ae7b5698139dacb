import {
  graveEventTypes,
  noImportantDates,
  type GraveChanges,
  type GraveDetails,
  type GraveEvent,
  type GraveServiceType,
  type ImportantDates,
  type VisitFrequency,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { DomainRuleError, NotFoundError, ValidationError, type FieldError } from '../shared/errors';
import {
  activeCarePlan,
  decideCarePlan,
  evolveCarePlan,
  type CarePlanCommand,
  type CarePlanState,
} from './care-plan-decisions';

/** What a caller may send when adding a grave; absent optional fields are null. */
export interface NewGrave {
  readonly graveId: string;
  readonly clientId: string;
  readonly cemeteryId?: string | null;
  readonly graveNumber?: string | null;
  readonly graveLocation?: string | null;
  readonly deceasedName: string;
  readonly deceasedDateOfBirth?: string | null;
  readonly deceasedDateOfDeath?: string | null;
  readonly notes?: string | null;
  /** The care wishes; left out, the grave has none (and the event does not carry them). */
  readonly importantDates?: ImportantDates;
  readonly visitFrequency?: VisitFrequency | null;
  readonly preferredServiceType?: GraveServiceType | null;
  readonly serviceNotes?: string | null;
}

export type GraveCommand =
  | { readonly type: 'AddGrave'; readonly data: NewGrave }
  | {
      readonly type: 'UpdateGrave';
      readonly data: { readonly graveId: string; readonly changes: GraveChanges };
    }
  | { readonly type: 'RemoveGrave'; readonly data: { readonly graveId: string } }
  | CarePlanCommand;

export type GraveState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'present' | 'removed';
      readonly graveId: string;
      readonly details: GraveDetails;
      readonly carePlan: CarePlanState;
    };

const optionalText = (value: string | null | undefined) => value?.trim() || null;

const isCalendarDate = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  // Month 13 is no date at all; 30 February rolls over into March.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** 02-29 is a day of the year too (a slava on a leap day is kept on 28 February otherwise). */
const isMonthDay = (monthDay: string) =>
  /^\d{2}-\d{2}$/.test(monthDay) && isCalendarDate(`2024-${monthDay}`);

const textFields = new Set(['cemeteryId', 'graveNumber', 'graveLocation', 'notes', 'serviceNotes']);
const dateFields = ['deceasedDateOfBirth', 'deceasedDateOfDeath'] as const;

/** Trims the names of the slava and the other day, and checks their dates. */
const normalizeImportantDates = (dates: ImportantDates, errors: FieldError[]): ImportantDates => {
  const slava = dates.slava && { name: dates.slava.name.trim(), date: dates.slava.date };
  const other = dates.other && { label: dates.other.label.trim(), date: dates.other.date };
  if (slava && !slava.name)
    errors.push({ path: 'importantDates.slava.name', message: 'Slava name is required' });
  if (slava && !isMonthDay(slava.date))
    errors.push({ path: 'importantDates.slava.date', message: 'Use the format MM-dd' });
  if (other && !other.label)
    errors.push({ path: 'importantDates.other.label', message: 'Label is required' });
  if (other && !isCalendarDate(other.date))
    errors.push({ path: 'importantDates.other.date', message: 'Use the format yyyy-MM-dd' });
  return { ...dates, slava, other };
};

/** Trims, turns empty optional values into null, and checks the grave form's rules. */
const normalizeDetails = (fields: GraveChanges): GraveChanges => {
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (key === 'deceasedName' || key === 'clientId') out[key] = (value as string).trim();
    else if (key === 'importantDates')
      out[key] = normalizeImportantDates(value as ImportantDates, errors);
    else if (textFields.has(key) || dateFields.includes(key as (typeof dateFields)[number]))
      out[key] = optionalText(value as string | null);
    else out[key] = value;
  }
  if ('deceasedName' in out && !out.deceasedName)
    errors.push({ path: 'deceasedName', message: 'Deceased name is required' });
  if ('clientId' in out && !out.clientId)
    errors.push({ path: 'clientId', message: 'Client selection is required' });
  for (const key of dateFields) {
    const date = out[key];
    if (typeof date === 'string' && !isCalendarDate(date))
      errors.push({ path: key, message: 'Use the format yyyy-MM-dd' });
  }
  if (errors.length > 0) throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
  return out as GraveChanges;
};

/** Someone cannot die before they were born; checked on the grave as it would become. */
const assertLifeDatesInOrder = (details: GraveDetails) => {
  const { deceasedDateOfBirth: born, deceasedDateOfDeath: died } = details;
  if (born && died && died < born)
    throw new DomainRuleError(
      'GRAVE_DATES_OUT_OF_ORDER',
      'The date of death cannot be before the date of birth',
    );
};

/** A grave's value of a field, the care wishes' "none" filled in for graves that never said. */
const valueOf = (details: GraveDetails, key: keyof GraveDetails): unknown => {
  if (key === 'importantDates') return details.importantDates ?? noImportantDates;
  const value = details[key];
  return value === undefined ? null : value;
};

/** Important dates are one value: equal when every part is. */
const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

const changedFields = (current: GraveDetails, changes: GraveChanges): GraveChanges =>
  Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => !sameValue(valueOf(current, key as keyof GraveDetails), value),
    ),
  );

/** The care wishes the caller gave, and only those (an older caller's grave carries none). */
const careWishes = (input: NewGrave): GraveChanges =>
  Object.fromEntries(
    (['importantDates', 'visitFrequency', 'preferredServiceType', 'serviceNotes'] as const)
      .filter((key) => input[key] !== undefined)
      .map((key) => [key, input[key]]),
  );

const notFound = () => new NotFoundError('Grave not found');

export const gravesDecider: Decider<GraveState, GraveCommand, GraveEvent> = {
  eventTypes: graveEventTypes,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'GraveAdded': {
        const { graveId, ...details } = event.data;
        return { status: 'present', graveId, details, carePlan: activeCarePlan };
      }
      case 'GraveUpdated':
        if (state.status !== 'present') return state;
        return { ...state, details: { ...state.details, ...event.data.changes } };
      case 'GraveRemoved':
        if (state.status !== 'present') return state;
        return { ...state, status: 'removed' };
      default:
        if (state.status !== 'present') return state;
        return { ...state, carePlan: evolveCarePlan(state.carePlan, event) };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'AddGrave': {
        if (state.status !== 'absent')
          throw new DomainRuleError('GRAVE_ALREADY_EXISTS', 'This grave already exists');
        const input = command.data;
        const details = normalizeDetails({
          clientId: input.clientId,
          cemeteryId: input.cemeteryId ?? null,
          graveNumber: input.graveNumber ?? null,
          graveLocation: input.graveLocation ?? null,
          deceasedName: input.deceasedName,
          deceasedDateOfBirth: input.deceasedDateOfBirth ?? null,
          deceasedDateOfDeath: input.deceasedDateOfDeath ?? null,
          notes: input.notes ?? null,
          ...careWishes(input),
        }) as GraveDetails;
        assertLifeDatesInOrder(details);
        return [{ type: 'GraveAdded', data: { graveId: input.graveId, ...details } }];
      }
      case 'UpdateGrave': {
        if (state.status !== 'present') throw notFound();
        const changes = changedFields(state.details, normalizeDetails(command.data.changes));
        if (Object.keys(changes).length === 0) return [];
        assertLifeDatesInOrder({ ...state.details, ...changes });
        return [{ type: 'GraveUpdated', data: { graveId: state.graveId, changes } }];
      }
      case 'RemoveGrave':
        if (state.status !== 'present') throw notFound();
        return [{ type: 'GraveRemoved', data: { graveId: state.graveId } }];
      default:
        if (state.status !== 'present') throw notFound();
        return decideCarePlan(command, state.graveId, state.details, state.carePlan);
    }
  },
};

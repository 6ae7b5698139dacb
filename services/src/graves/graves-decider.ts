import type { GraveChanges, GraveDetails, GraveEvent } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { DomainRuleError, NotFoundError, ValidationError, type FieldError } from '../shared/errors';

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
}

export type GraveCommand =
  | { readonly type: 'AddGrave'; readonly data: NewGrave }
  | {
      readonly type: 'UpdateGrave';
      readonly data: { readonly graveId: string; readonly changes: GraveChanges };
    }
  | { readonly type: 'RemoveGrave'; readonly data: { readonly graveId: string } };

export type GraveState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'present' | 'removed';
      readonly graveId: string;
      readonly details: GraveDetails;
    };

const optionalText = (value: string | null | undefined) => value?.trim() || null;

const isCalendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) &&
  new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

const textFields = new Set(['cemeteryId', 'graveNumber', 'graveLocation', 'notes']);
const dateFields = ['deceasedDateOfBirth', 'deceasedDateOfDeath'] as const;

/** Trims, turns empty optional values into null, and checks the grave form's rules. */
const normalizeDetails = (fields: GraveChanges): GraveChanges => {
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (key === 'deceasedName' || key === 'clientId') out[key] = (value as string).trim();
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

const changedFields = (current: GraveDetails, changes: GraveChanges): GraveChanges =>
  Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => current[key as keyof GraveDetails] !== value),
  );

const notFound = () => new NotFoundError('Grave not found');

export const gravesDecider: Decider<GraveState, GraveCommand, GraveEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'GraveAdded': {
        const { graveId, ...details } = event.data;
        return { status: 'present', graveId, details };
      }
      case 'GraveUpdated':
        if (state.status !== 'present') return state;
        return { ...state, details: { ...state.details, ...event.data.changes } };
      case 'GraveRemoved':
        if (state.status !== 'present') return state;
        return { ...state, status: 'removed' };
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
    }
  },
};

import {
  cemeteryEventTypes,
  type CemeteryEvent,
  type CemeteryFieldValues,
  type CemeterySource,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import {
  ConflictError,
  DomainRuleError,
  NotFoundError,
  ValidationError,
  type FieldError,
} from '../shared/errors';

export type CemeteryChangeSet = Partial<CemeteryFieldValues>;

export type CemeteryCommand =
  | {
      readonly type: 'AddCemetery';
      readonly data: {
        readonly cemeteryId: string;
        readonly fields: CemeteryFieldValues;
        readonly source: CemeterySource;
      };
    }
  | {
      readonly type: 'UpdateCemetery';
      readonly data: {
        readonly cemeteryId: string;
        readonly changes: CemeteryChangeSet;
        /** The position comes from this photo's (the admin's "Use as cemetery position"). */
        readonly fromPhotoId?: string;
      };
    }
  | {
      readonly type: 'DeleteCemetery';
      /** `graves`: how many graves lie in it (from the graves read model); deleting them orphans them. */
      readonly data: { readonly cemeteryId: string; readonly graves: number };
    };

export const cemeteryHasGravesMessage = (graves: number) =>
  `This cemetery has ${graves} grave${graves === 1 ? '' : 's'}. ` +
  'Move or delete them before deleting the cemetery.';

export type CemeteryState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'active' | 'deleted';
      readonly cemeteryId: string;
      readonly fields: CemeteryFieldValues;
    };

const requiredFields = [
  ['name', 'Name is required'],
  ['city', 'City is required'],
  ['region', 'Region is required'],
  ['country', 'Country is required'],
] as const;

/** The form's rules hold for every caller, not only for bodies that passed the HTTP schema. */
const assertRequiredFields = (fields: CemeteryChangeSet) => {
  const errors: FieldError[] = requiredFields
    .filter(([key]) => key in fields && !fields[key]?.trim())
    .map(([path, message]) => ({ path, message }));
  if (errors.length > 0) throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
};

/** A position is both coordinates or neither, whatever the caller sent. */
const assertPositionPair = ({ latitude, longitude }: CemeteryChangeSet) => {
  if ((typeof latitude === 'number') === (typeof longitude === 'number')) return;
  const path = typeof latitude === 'number' ? 'longitude' : 'latitude';
  const message = 'Enter both latitude and longitude, or neither';
  throw new ValidationError(message, [{ path, message }]);
};

const sameValue = <K extends keyof CemeteryFieldValues>(
  key: K,
  a: CemeteryFieldValues[K],
  b: CemeteryFieldValues[K],
) => {
  if (Array.isArray(a) && Array.isArray(b)) {
    // Caretaker assignment is a set: ticking the same boxes in another order changes nothing.
    const left = key === 'caretakerIds' ? [...a].sort() : a;
    const right = key === 'caretakerIds' ? [...b].sort() : b;
    return left.length === right.length && left.every((value, i) => value === right[i]);
  }
  // A cemetery recorded before positions existed has none: clearing it changes nothing.
  return (a ?? null) === (b ?? null);
};

/** Only the fields whose value really differs; undefined means "leave as it is". */
const changedFields = (current: CemeteryFieldValues, changes: CemeteryChangeSet) => {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(changes) as (keyof CemeteryFieldValues)[]) {
    const value = changes[key];
    if (value !== undefined && !sameValue(key, current[key], value)) changed[key] = value;
  }
  return changed as CemeteryChangeSet;
};

const notFound = () => new NotFoundError('Cemetery not found');

export const cemeteryDecider: Decider<CemeteryState, CemeteryCommand, CemeteryEvent> = {
  eventTypes: cemeteryEventTypes,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'CemeteryAdded': {
        const { cemeteryId, source: _source, ...fields } = event.data;
        return { status: 'active', cemeteryId, fields };
      }
      case 'CemeteryUpdated':
        if (state.status !== 'active') return state;
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'CemeteryDeleted':
        if (state.status !== 'active') return state;
        return { ...state, status: 'deleted' };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'AddCemetery': {
        // A deleted cemetery may be added again under the same id (the import does that).
        if (state.status === 'active')
          throw new DomainRuleError('CEMETERY_ALREADY_EXISTS', 'This cemetery already exists');
        assertRequiredFields(command.data.fields);
        assertPositionPair(command.data.fields);
        const { cemeteryId, fields, source } = command.data;
        return [{ type: 'CemeteryAdded', data: { cemeteryId, ...fields, source } }];
      }
      case 'UpdateCemetery': {
        if (state.status !== 'active') throw notFound();
        assertRequiredFields(command.data.changes);
        assertPositionPair({ ...state.fields, ...command.data.changes });
        const changes = changedFields(state.fields, command.data.changes);
        if (Object.keys(changes).length === 0) return [];
        const { fromPhotoId } = command.data;
        return [
          {
            type: 'CemeteryUpdated',
            data: {
              cemeteryId: state.cemeteryId,
              changes,
              ...(fromPhotoId ? { fromPhotoId } : {}),
            },
          },
        ];
      }
      case 'DeleteCemetery':
        if (state.status !== 'active') throw notFound();
        if (command.data.graves > 0)
          throw new ConflictError(
            cemeteryHasGravesMessage(command.data.graves),
            'CEMETERY_HAS_GRAVES',
            { graves: command.data.graves },
          );
        return [{ type: 'CemeteryDeleted', data: { cemeteryId: state.cemeteryId } }];
    }
  },
};

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  adminPatchOf,
  caretakerPatchOf,
  caretakerStatusesOf,
  editableFieldsOf,
  editFormValuesOf,
  isoOf,
  patchOf,
  showsCompletedDate,
  type EditableRequest,
  type EditFormValues,
} from './edit-form';

const me = '11111111-1111-4111-8111-111111111111';
const someoneElse = '22222222-2222-4222-8222-222222222222';

const request: EditableRequest = {
  status: 'scheduled',
  priority: 'normal',
  scheduledDate: '2030-05-01T08:00:30.123Z',
  completedDate: null,
  specialInstructions: 'Bring white roses',
  caretakerId: me,
};

const valuesOf = (changes: Partial<EditFormValues> = {}): EditFormValues => ({
  ...editFormValuesOf(request),
  ...changes,
});

describe('editFormValuesOf', () => {
  it('starts from the saved values, dates to the minute', () => {
    const values = editFormValuesOf(request);
    expect(values.status).toBe('scheduled');
    expect(values.priority).toBe('normal');
    expect(values.scheduledDate?.toISOString()).toBe('2030-05-01T08:00:00.000Z');
    expect(values.completedDate).toBeNull();
    expect(values.specialInstructions).toBe('Bring white roses');
  });

  it('reads missing notes as empty text and an unreadable date as none', () => {
    const values = editFormValuesOf({ ...request, specialInstructions: null, scheduledDate: 'x' });
    expect(values.specialInstructions).toBe('');
    expect(values.scheduledDate).toBeNull();
  });
});

describe('showsCompletedDate', () => {
  it('shows the completed date when the request is or is being made completed', () => {
    expect(showsCompletedDate('completed', 'in_progress')).toBe(true);
    expect(showsCompletedDate('scheduled', 'completed')).toBe(true);
    expect(showsCompletedDate('in_progress', 'scheduled')).toBe(false);
    expect(showsCompletedDate(undefined, 'pending')).toBe(false);
  });
});

describe('isoOf', () => {
  it('sends the saved text back when the minute did not change', () => {
    expect(isoOf(dayjs('2030-05-01T08:00:00.000Z'), '2030-05-01T08:00:30.123Z')).toBe(
      '2030-05-01T08:00:30.123Z',
    );
  });

  it('sends a new minute as an ISO timestamp without seconds', () => {
    expect(isoOf(dayjs('2030-05-01T09:15:42.000Z'), '2030-05-01T08:00:30.123Z')).toBe(
      '2030-05-01T09:15:00.000Z',
    );
    expect(isoOf(dayjs('2030-05-01T09:15:00.000Z'), null)).toBe('2030-05-01T09:15:00.000Z');
  });

  it('is null for no date or an invalid one', () => {
    expect(isoOf(null, '2030-05-01T08:00:30.123Z')).toBeNull();
    expect(isoOf(dayjs('nonsense'), null)).toBeNull();
  });
});

describe('adminPatchOf', () => {
  it("sends the dialog's fields, leaving out the completed date of an open request", () => {
    expect(
      adminPatchOf(
        valuesOf({ priority: 'urgent', specialInstructions: '  Call first  ' }),
        request,
      ),
    ).toEqual({
      status: 'scheduled',
      priority: 'urgent',
      scheduledDate: '2030-05-01T08:00:30.123Z',
      specialInstructions: 'Call first',
    });
  });

  it('clears emptied notes and a cleared scheduled date with null', () => {
    expect(
      adminPatchOf(valuesOf({ specialInstructions: '   ', scheduledDate: null }), request),
    ).toMatchObject({ scheduledDate: null, specialInstructions: null });
  });

  it('sends completed without a date as null, which the server reads as now', () => {
    expect(adminPatchOf(valuesOf({ status: 'completed' }), request)).toMatchObject({
      status: 'completed',
      completedDate: null,
    });
  });

  it('sends a picked completion time', () => {
    expect(
      adminPatchOf(
        valuesOf({ status: 'completed', completedDate: dayjs('2030-05-01T10:30:00.000Z') }),
        request,
      ),
    ).toMatchObject({ status: 'completed', completedDate: '2030-05-01T10:30:00.000Z' });
  });

  it('keeps the completion time of a completed request moved back to another status', () => {
    const completed = {
      ...request,
      status: 'completed' as const,
      completedDate: '2030-05-01T10:30:10.000Z',
    };
    expect(
      adminPatchOf({ ...editFormValuesOf(completed), status: 'in_progress' }, completed),
    ).toMatchObject({ status: 'in_progress', completedDate: '2030-05-01T10:30:10.000Z' });
  });
});

describe('caretakerStatusesOf', () => {
  it('offers the task moves of each status, current status first', () => {
    expect(caretakerStatusesOf({ status: 'pending', caretakerId: null }, me)).toEqual([
      'pending',
      'scheduled',
    ]);
    expect(caretakerStatusesOf({ status: 'pending', caretakerId: me }, me)).toEqual([
      'pending',
      'scheduled',
    ]);
    expect(caretakerStatusesOf({ status: 'scheduled', caretakerId: me }, me)).toEqual([
      'scheduled',
      'pending',
      'in_progress',
    ]);
    expect(caretakerStatusesOf({ status: 'in_progress', caretakerId: me }, me)).toEqual([
      'in_progress',
      'completed',
    ]);
  });

  it("offers nothing on finished requests, other caretakers' tasks, or without an id", () => {
    expect(caretakerStatusesOf({ status: 'completed', caretakerId: me }, me)).toEqual([]);
    expect(caretakerStatusesOf({ status: 'cancelled', caretakerId: me }, me)).toEqual([]);
    expect(caretakerStatusesOf({ status: 'pending', caretakerId: someoneElse }, me)).toEqual([]);
    expect(caretakerStatusesOf({ status: 'scheduled', caretakerId: someoneElse }, me)).toEqual([]);
    expect(caretakerStatusesOf({ status: 'in_progress', caretakerId: someoneElse }, me)).toEqual(
      [],
    );
    expect(caretakerStatusesOf({ status: 'pending', caretakerId: null }, null)).toEqual([]);
  });
});

describe('editableFieldsOf', () => {
  it('lets an admin edit everything and a client nothing', () => {
    expect(editableFieldsOf('admin', request, null)).toEqual([
      'status',
      'priority',
      'scheduledDate',
      'completedDate',
      'specialInstructions',
    ]);
    expect(editableFieldsOf('client', request, null)).toEqual([]);
  });

  it('lets a caretaker move the status of their task only while it has a move', () => {
    expect(editableFieldsOf('caretaker', request, me)).toEqual(['status', 'completedDate']);
    expect(editableFieldsOf('caretaker', { ...request, status: 'completed' }, me)).toEqual([]);
    expect(editableFieldsOf('caretaker', { ...request, caretakerId: someoneElse }, me)).toEqual([]);
  });
});

describe('caretakerPatchOf', () => {
  it('sends nothing when the status did not move', () => {
    expect(caretakerPatchOf(valuesOf(), request, me)).toBeNull();
  });

  it('reads accept, decline and start as the task moves the server knows', () => {
    const pending = { ...request, status: 'pending' as const, caretakerId: null };
    expect(caretakerPatchOf({ status: 'scheduled', completedDate: null }, pending, me)).toEqual({
      status: 'scheduled',
      caretakerId: me,
    });
    expect(caretakerPatchOf({ status: 'pending', completedDate: null }, request, me)).toEqual({
      status: 'pending',
      caretakerId: null,
    });
    expect(caretakerPatchOf({ status: 'in_progress', completedDate: null }, request, me)).toEqual({
      status: 'in_progress',
    });
  });

  it('sends a completion with its time when one was picked, else the status alone (now)', () => {
    const inProgress = { ...request, status: 'in_progress' as const };
    expect(caretakerPatchOf({ status: 'completed', completedDate: null }, inProgress, me)).toEqual({
      status: 'completed',
    });
    expect(
      caretakerPatchOf(
        { status: 'completed', completedDate: dayjs('2030-05-01T10:30:00.000Z') },
        inProgress,
        me,
      ),
    ).toEqual({ status: 'completed', completedDate: '2030-05-01T10:30:00.000Z' });
  });
});

describe('patchOf', () => {
  it("picks the viewer's patch; a client has none", () => {
    expect(patchOf('admin', valuesOf(), request, null)).toMatchObject({ status: 'scheduled' });
    expect(patchOf('caretaker', valuesOf({ status: 'in_progress' }), request, me)).toEqual({
      status: 'in_progress',
    });
    expect(patchOf('client', valuesOf({ status: 'cancelled' }), request, null)).toBeNull();
  });
});

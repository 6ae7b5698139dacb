import type { ServiceRequestHistoryEntry } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { changedFieldsBetween, historyLinesOf } from './history-lines';

const requestId = '4f2a9c1b-0d3e-4f56-8a9b-0c1d2e3f4a5b';
const caretakerId = '11111111-1111-4111-8111-111111111111';
const otherCaretakerId = '22222222-2222-4222-8222-222222222222';

const baseFields = {
  clientId: '33333333-3333-4333-8333-333333333333',
  graveId: '44444444-4444-4444-8444-444444444444',
  cemeteryId: '55555555-5555-4555-8555-555555555555',
  caretakerId: null as string | null,
  serviceType: 'grave_cleaning',
  priority: 'normal',
  scheduledDate: '2030-05-01T08:00:00.000Z' as string | null,
  completedDate: null as string | null,
  amount: '30.00',
  paymentStatus: 'pending',
  specialInstructions: null as string | null,
  planSelected: null as string | null,
};

const open = (status: string, fields: Partial<typeof baseFields> = {}) => ({
  status,
  requestId,
  fields: { ...baseFields, ...fields },
});

const admin = { userId: 'admin-user', role: 'admin', name: 'Ana Admin' };
const caretaker = { userId: 'caretaker-user', role: 'caretaker', name: 'Dragan Nikolić' };

let revision = 0;
const entry = (
  type: string,
  data: unknown,
  stateAfter: unknown,
  actor: ServiceRequestHistoryEntry['actor'] = admin,
): ServiceRequestHistoryEntry => {
  revision += 1;
  return {
    revision,
    type,
    occurredAt: `2030-04-0${Math.min(revision, 9)}T10:00:00.000Z`,
    actor,
    data,
    stateAfter,
  };
};

describe('changedFieldsBetween', () => {
  it('names the fields whose values differ, in the card order', () => {
    expect(
      changedFieldsBetween(
        open('pending'),
        open('pending', {
          specialInstructions: 'Bring white roses',
          priority: 'urgent',
          scheduledDate: '2030-05-02T08:00:00.000Z',
        }),
      ),
    ).toEqual(['priority', 'scheduledDate', 'specialInstructions']);
  });

  it('names the status when it moved', () => {
    expect(changedFieldsBetween(open('pending'), open('scheduled'))).toEqual(['status']);
  });

  it('treats a missing value and null as the same', () => {
    const { specialInstructions: _dropped, ...withoutNotes } = baseFields;
    expect(
      changedFieldsBetween(open('pending'), { status: 'pending', requestId, fields: withoutNotes }),
    ).toEqual([]);
  });

  it('compares nothing when a state has no fields (absent, deleted, unreadable)', () => {
    expect(changedFieldsBetween({ status: 'absent' }, open('pending'))).toEqual([]);
    expect(changedFieldsBetween(open('pending'), { status: 'deleted', requestId })).toEqual([]);
    expect(changedFieldsBetween(null, 'garbage')).toEqual([]);
  });
});

describe('historyLinesOf', () => {
  it('reads a whole lifecycle in order, with who and when', () => {
    revision = 0;
    const created = entry(
      'ServiceRequested',
      { requestId, ...baseFields, guest: null, description: null },
      open('pending'),
    );
    const accepted = entry(
      'TaskAccepted',
      { requestId, caretakerId },
      open('scheduled', { caretakerId }),
      caretaker,
    );
    const started = entry(
      'ServiceRequestStarted',
      { requestId },
      open('in_progress', { caretakerId }),
      caretaker,
    );
    const completed = entry(
      'ServiceRequestCompleted',
      { requestId, completedDate: '2030-05-01T09:30:00.000Z' },
      open('completed', { caretakerId, completedDate: '2030-05-01T09:30:00.000Z' }),
      caretaker,
    );

    const lines = historyLinesOf([created, accepted, started, completed]);

    expect(lines.map((line) => line.what)).toEqual([
      { kind: 'created' },
      { kind: 'accepted', caretakerName: 'Dragan Nikolić' },
      { kind: 'started' },
      { kind: 'completed' },
    ]);
    expect(lines.map((line) => line.who)).toEqual([
      { kind: 'name', name: 'Ana Admin' },
      { kind: 'name', name: 'Dragan Nikolić' },
      { kind: 'name', name: 'Dragan Nikolić' },
      { kind: 'name', name: 'Dragan Nikolić' },
    ]);
    expect(lines.map((line) => line.key)).toEqual([1, 2, 3, 4]);
    expect(lines[0]?.occurredAt).toBe(created.occurredAt);
  });

  it('sorts by revision whatever order the answer came in', () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, open('pending'));
    const cancelled = entry('ServiceRequestCancelled', { requestId }, open('cancelled'));
    expect(historyLinesOf([cancelled, created]).map((line) => line.what.kind)).toEqual([
      'created',
      'cancelled',
    ]);
  });

  it('says what an update changed by diffing the states around it', () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, open('pending'));
    const updated = entry(
      'ServiceRequestUpdated',
      // The event also lists an unchanged field; the diff names only what really moved.
      { requestId, changes: { priority: 'urgent', scheduledDate: '2030-05-03T08:00:00.000Z' } },
      open('pending', { priority: 'urgent', scheduledDate: '2030-05-03T08:00:00.000Z' }),
    );
    const notes = entry(
      'ServiceRequestUpdated',
      { requestId, changes: { specialInstructions: 'Call first', amount: '30.00' } },
      open('pending', {
        priority: 'urgent',
        scheduledDate: '2030-05-03T08:00:00.000Z',
        specialInstructions: 'Call first',
      }),
    );
    const [, first, second] = historyLinesOf([created, updated, notes]);
    expect(first?.what).toEqual({
      kind: 'updated',
      moved: { from: '2030-05-01T08:00:00.000Z', to: '2030-05-03T08:00:00.000Z' },
      priority: { from: 'normal', to: 'urgent' },
      fields: [],
    });
    expect(second?.what).toEqual({ kind: 'updated', fields: ['specialInstructions'] });
  });

  it('reads what an update changed from the server’s `changed`, values and all', () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, open('pending'));
    const moved = {
      ...entry(
        'ServiceRequestUpdated',
        { requestId, changes: { scheduledDate: '2030-05-04T08:00:00.000Z' } },
        // A state the client cannot read: the server's word is enough.
        'unreadable',
      ),
      changed: {
        scheduledDate: { from: '2030-05-01T08:00:00.000Z', to: '2030-05-04T08:00:00.000Z' },
        amount: { from: '30.00', to: '45.00' },
        guestName: { from: null, to: 'Nada' },
        priority: { from: 'normal', to: 'someday' },
      },
    };
    expect(historyLinesOf([created, moved])[1]?.what).toEqual({
      kind: 'updated',
      moved: { from: '2030-05-01T08:00:00.000Z', to: '2030-05-04T08:00:00.000Z' },
      // An unknown priority is named, not shown; fields the timeline does not know are left out.
      fields: ['priority', 'amount'],
    });
  });

  it('reads a first date and a removed one as such', () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, open('pending', { scheduledDate: null }));
    const onto = entry(
      'ServiceRequestUpdated',
      { requestId, changes: { scheduledDate: '2030-05-04T08:00:00.000Z' } },
      open('pending', { scheduledDate: '2030-05-04T08:00:00.000Z' }),
    );
    const off = entry(
      'ServiceRequestUpdated',
      { requestId, changes: { scheduledDate: null } },
      open('pending', { scheduledDate: null }),
    );
    const lines = historyLinesOf([created, onto, off]);
    expect(lines[1]?.what).toEqual({
      kind: 'updated',
      moved: { from: null, to: '2030-05-04T08:00:00.000Z' },
      fields: [],
    });
    expect(lines[2]?.what).toEqual({
      kind: 'updated',
      moved: { from: '2030-05-04T08:00:00.000Z', to: null },
      fields: [],
    });
  });

  it("falls back to the event's own list of changes when the states cannot tell", () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, 'unreadable');
    const updated = entry(
      'ServiceRequestUpdated',
      { requestId, changes: { scheduledDate: null, amount: '40.00', unknownField: 1 } },
      open('pending', { amount: '40.00', scheduledDate: null }),
    );
    expect(historyLinesOf([created, updated])[1]?.what).toEqual({
      kind: 'updated',
      fields: ['scheduledDate', 'amount'],
    });
  });

  it('an update that is the first entry uses its own list of changes', () => {
    revision = 0;
    const updated = entry(
      'ServiceRequestUpdated',
      { requestId, changes: { priority: 'high' } },
      open('pending', { priority: 'high' }),
    );
    expect(historyLinesOf([updated])[0]?.what).toEqual({ kind: 'updated', fields: ['priority'] });
  });

  it('an update with no readable changes has an empty list', () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, open('pending'));
    const updated = entry('ServiceRequestUpdated', { requestId }, open('pending'));
    expect(historyLinesOf([created, updated])[1]?.what).toEqual({ kind: 'updated', fields: [] });
  });

  it('reads a status change from its data, or from the states when the data lacks it', () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, open('pending'));
    const changed = entry(
      'ServiceRequestStatusChanged',
      { requestId, from: 'pending', to: 'scheduled' },
      open('scheduled'),
    );
    const fromStates = entry('ServiceRequestStatusChanged', { requestId }, open('completed'));
    const lines = historyLinesOf([created, changed, fromStates]);
    expect(lines[1]?.what).toEqual({ kind: 'statusChanged', from: 'pending', to: 'scheduled' });
    expect(lines[2]?.what).toEqual({ kind: 'statusChanged', from: 'scheduled', to: 'completed' });
  });

  it('a status change that cannot be read is shown as its event type', () => {
    revision = 0;
    const changed = entry('ServiceRequestStatusChanged', { from: 'nowhere' }, 'unreadable');
    expect(historyLinesOf([changed])[0]?.what).toEqual({
      kind: 'other',
      type: 'ServiceRequestStatusChanged',
    });
  });

  it("names the caretaker of an admin's accept, schedule or decline from the names given", () => {
    revision = 0;
    const names = new Map([[caretakerId, 'Dragan Nikolić']]);
    const scheduled = entry(
      'ServiceRequestScheduled',
      { requestId, caretakerId, scheduledDate: '2030-05-01T08:00:00.000Z' },
      open('scheduled', { caretakerId }),
    );
    const declined = entry(
      'TaskDeclined',
      { requestId, caretakerId },
      open('pending', { caretakerId: null }),
    );
    const acceptedByUnknown = entry(
      'TaskAccepted',
      { requestId, caretakerId: otherCaretakerId },
      open('scheduled', { caretakerId: otherCaretakerId }),
    );
    expect(
      historyLinesOf([scheduled, declined, acceptedByUnknown], names).map((l) => l.what),
    ).toEqual([
      { kind: 'scheduled', caretakerName: 'Dragan Nikolić' },
      { kind: 'declined', caretakerName: 'Dragan Nikolić' },
      { kind: 'accepted', caretakerName: null },
    ]);
  });

  it('uses a caretaker actor without a name as unknown', () => {
    revision = 0;
    const declined = entry('TaskDeclined', { requestId, caretakerId }, open('pending'), {
      userId: 'u',
      role: 'caretaker',
    });
    const [line] = historyLinesOf([declined]);
    expect(line?.what).toEqual({ kind: 'declined', caretakerName: null });
    expect(line?.who).toEqual({ kind: 'role', role: 'caretaker' });
  });

  it("names a guest's request after the guest, and unnamed actors by role", () => {
    revision = 0;
    const created = entry(
      'ServiceRequested',
      { requestId, guest: { name: 'Milica Petrović', email: 'm@example.com', phone: '1' } },
      open('pending'),
      { userId: null, role: 'anonymous' },
    );
    const deleted = entry(
      'ServiceRequestDeleted',
      { requestId },
      { status: 'deleted', requestId },
      {
        userId: null,
        role: 'system',
      },
    );
    const lines = historyLinesOf([created, deleted]);
    expect(lines[0]?.who).toEqual({ kind: 'name', name: 'Milica Petrović' });
    expect(lines[1]).toMatchObject({
      what: { kind: 'deleted' },
      who: { kind: 'role', role: 'system' },
    });
  });

  it('keeps unknown event types as they are', () => {
    revision = 0;
    const paid = entry('PaymentRecorded', { amount: '30.00' }, open('pending'));
    expect(historyLinesOf([paid])[0]?.what).toEqual({ kind: 'other', type: 'PaymentRecorded' });
  });

  it('reads added and deleted photos, with the description when there is one', () => {
    revision = 0;
    const photoId = '66666666-6666-4666-8666-666666666666';
    const original = { sha256: 'a'.repeat(64), bytes: 812_000, format: 'jpeg' };
    const before = entry(
      'PhotoAttached',
      { photoId, requestId, type: 'before', description: null, takenAt: null, original },
      open('in_progress', { caretakerId }),
      caretaker,
    );
    const after = entry(
      'PhotoAttached',
      { photoId, requestId, type: 'after', description: '  Fresh candles lit ', original },
      open('in_progress', { caretakerId }),
      caretaker,
    );
    const deleted = entry(
      'PhotoDeleted',
      { photoId, requestId, type: 'before', keys: [] },
      open('in_progress', { caretakerId }),
      admin,
    );
    const lines = historyLinesOf([before, after, deleted]);
    expect(lines.map((line) => line.what)).toEqual([
      { kind: 'photoAdded', photoType: 'before', description: null },
      { kind: 'photoAdded', photoType: 'after', description: 'Fresh candles lit' },
      { kind: 'photoDeleted', photoType: 'before' },
    ]);
    expect(lines[0]?.who).toEqual({ kind: 'name', name: 'Dragan Nikolić' });
    expect(lines[2]?.who).toEqual({ kind: 'name', name: 'Ana Admin' });
  });

  it('shows a photo event it cannot read as its event type', () => {
    revision = 0;
    const attached = entry('PhotoAttached', { type: 'sideways' }, open('pending'));
    const deleted = entry('PhotoDeleted', 'garbage', open('pending'));
    expect(historyLinesOf([attached, deleted]).map((line) => line.what)).toEqual([
      { kind: 'other', type: 'PhotoAttached' },
      { kind: 'other', type: 'PhotoDeleted' },
    ]);
  });

  it('reads an update against the request event before it, across photo events', () => {
    revision = 0;
    const created = entry('ServiceRequested', {}, open('scheduled', { caretakerId }));
    // A photo event's state may not be the request's own (the photos' fold): it is skipped.
    const photo = entry(
      'PhotoAttached',
      { type: 'before', description: null },
      { photos: 1 },
      caretaker,
    );
    const started = entry(
      'ServiceRequestStatusChanged',
      { requestId },
      open('in_progress', { caretakerId }),
    );
    const updated = entry(
      'ServiceRequestUpdated',
      { requestId, changes: { priority: 'urgent', amount: '30.00' } },
      open('in_progress', { caretakerId, priority: 'urgent' }),
    );
    const lines = historyLinesOf([created, photo, started, updated]);
    expect(lines[2]?.what).toEqual({ kind: 'statusChanged', from: 'scheduled', to: 'in_progress' });
    expect(lines[3]?.what).toEqual({
      kind: 'updated',
      priority: { from: 'normal', to: 'urgent' },
      fields: [],
    });
  });

  it('has no lines for no events', () => {
    expect(historyLinesOf([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { statusChoicesOf, statusPatchOf } from './status-patch';

const own = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('statusPatchOf', () => {
  it('sends an admin change as the status only', () => {
    expect(statusPatchOf('admin', 'scheduled', null)).toEqual({ status: 'scheduled' });
    expect(statusPatchOf('admin', 'pending', own)).toEqual({ status: 'pending' });
    expect(statusPatchOf('admin', 'cancelled', null)).toEqual({ status: 'cancelled' });
  });

  it("sends a caretaker's scheduled as an accept for themselves", () => {
    expect(statusPatchOf('caretaker', 'scheduled', own)).toEqual({
      status: 'scheduled',
      caretakerId: own,
    });
  });

  it("sends a caretaker's pending as a decline", () => {
    expect(statusPatchOf('caretaker', 'pending', own)).toEqual({
      status: 'pending',
      caretakerId: null,
    });
  });

  it('sends start, complete and the rest as the status, for the server to judge', () => {
    expect(statusPatchOf('caretaker', 'in_progress', own)).toEqual({ status: 'in_progress' });
    expect(statusPatchOf('caretaker', 'completed', own)).toEqual({ status: 'completed' });
    expect(statusPatchOf('caretaker', 'cancelled', own)).toEqual({ status: 'cancelled' });
    expect(statusPatchOf('caretaker', 'scheduled', null)).toEqual({ status: 'scheduled' });
  });
});

describe('statusChoicesOf', () => {
  const other = '7a2d3c4b-5e6f-4071-9b8c-0d1e2f3a4b5c';

  it('offers an admin every status', () => {
    expect(statusChoicesOf('admin', { status: 'completed', caretakerId: null }, null)).toEqual([
      'pending',
      'scheduled',
      'in_progress',
      'completed',
      'cancelled',
    ]);
  });

  it('offers a caretaker only the current status and the moves the server accepts', () => {
    const choices = (
      status: 'pending' | 'scheduled' | 'in_progress' | 'completed',
      by: string | null,
    ) => statusChoicesOf('caretaker', { status, caretakerId: by }, own);
    expect(choices('pending', null)).toEqual(['pending', 'scheduled']);
    expect(choices('pending', other)).toEqual(['pending']);
    expect(choices('scheduled', own)).toEqual(['pending', 'scheduled', 'in_progress']);
    expect(choices('in_progress', own)).toEqual(['in_progress', 'completed']);
    expect(choices('completed', own)).toEqual(['completed']);
  });
});

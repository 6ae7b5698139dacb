import { requestStatuses } from '@memorial-care/contracts/domain';
import { describe, expect, it } from 'vitest';
import { mayChangePhotos } from './photo-controls';

const own = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

describe('mayChangePhotos', () => {
  it('gives an admin the controls on every request', () => {
    for (const status of requestStatuses) {
      expect(mayChangePhotos('admin', { status, caretakerId: null }, null)).toBe(true);
      expect(mayChangePhotos('admin', { status, caretakerId: other }, null)).toBe(true);
    }
  });

  it('never gives a client the controls', () => {
    for (const status of requestStatuses)
      expect(mayChangePhotos('client', { status, caretakerId: own }, own)).toBe(false);
  });

  it('gives the assigned caretaker the controls once the task is accepted', () => {
    expect(mayChangePhotos('caretaker', { status: 'scheduled', caretakerId: own }, own)).toBe(true);
    expect(mayChangePhotos('caretaker', { status: 'in_progress', caretakerId: own }, own)).toBe(
      true,
    );
    expect(mayChangePhotos('caretaker', { status: 'completed', caretakerId: own }, own)).toBe(true);
  });

  it('gives a caretaker nothing on an offer, a cancelled task or someone else’s task', () => {
    expect(mayChangePhotos('caretaker', { status: 'pending', caretakerId: own }, own)).toBe(false);
    expect(mayChangePhotos('caretaker', { status: 'pending', caretakerId: null }, own)).toBe(false);
    expect(mayChangePhotos('caretaker', { status: 'cancelled', caretakerId: own }, own)).toBe(
      false,
    );
    expect(mayChangePhotos('caretaker', { status: 'in_progress', caretakerId: other }, own)).toBe(
      false,
    );
    expect(mayChangePhotos('caretaker', { status: 'in_progress', caretakerId: own }, null)).toBe(
      false,
    );
  });
});

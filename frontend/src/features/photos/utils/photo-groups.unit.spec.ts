import { describe, expect, it } from 'vitest';
import { photosByType } from './photo-groups';

const photo = (id: string, type: 'before' | 'after', uploadedAt: string) => ({
  id,
  type,
  uploadedAt,
});

describe('photosByType', () => {
  it('splits the photos into the Before and After grids, each oldest first', () => {
    const groups = photosByType([
      photo('a2', 'after', '2030-05-01T10:30:00.000Z'),
      photo('b2', 'before', '2030-05-01T09:05:00.000Z'),
      photo('a1', 'after', '2030-05-01T10:00:00.000Z'),
      photo('b1', 'before', '2030-05-01T09:00:00.000Z'),
    ]);
    expect(groups.before.map((p) => p.id)).toEqual(['b1', 'b2']);
    expect(groups.after.map((p) => p.id)).toEqual(['a1', 'a2']);
  });

  it('has two empty grids for no photos', () => {
    expect(photosByType([])).toEqual({ before: [], after: [] });
  });

  it('keeps the answer’s order for equal or unreadable times', () => {
    const groups = photosByType([
      photo('x', 'before', 'not a date'),
      photo('y', 'before', 'not a date'),
    ]);
    expect(groups.before.map((p) => p.id)).toEqual(['x', 'y']);
  });
});

import { describe, expect, it } from 'vitest';
import { filterCaretakers } from './search-caretakers';

const caretakers = [
  { name: 'Dragan Nikolić', email: 'dragan@example.rs', region: 'Beograd', isActive: true },
  { name: 'Marija Stojanović', email: 'marija@example.rs', region: 'Novi Sad', isActive: false },
  { name: 'Đorđe Ilić', email: 'djordje@example.rs', region: null, isActive: true },
];
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('caretaker search and filters', () => {
  it('matches name, email or region, case- and accent-insensitively', () => {
    expect(names(filterCaretakers(caretakers, 'nikolic', 'all'))).toEqual(['Dragan Nikolić']);
    expect(names(filterCaretakers(caretakers, 'MARIJA@', 'all'))).toEqual(['Marija Stojanović']);
    expect(names(filterCaretakers(caretakers, 'novi sad', 'all'))).toEqual(['Marija Stojanović']);
    expect(names(filterCaretakers(caretakers, 'djordje', 'all'))).toEqual(['Đorđe Ilić']);
    expect(filterCaretakers(caretakers, '  ', 'all')).toHaveLength(3);
    expect(filterCaretakers(caretakers, 'zzz', 'all')).toEqual([]);
  });

  it('filters All, Active and Inactive', () => {
    expect(names(filterCaretakers(caretakers, '', 'active'))).toEqual([
      'Dragan Nikolić',
      'Đorđe Ilić',
    ]);
    expect(names(filterCaretakers(caretakers, '', 'inactive'))).toEqual(['Marija Stojanović']);
    expect(names(filterCaretakers(caretakers, 'beograd', 'inactive'))).toEqual([]);
  });
});

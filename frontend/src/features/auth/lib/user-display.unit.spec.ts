import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './user-display';

const user = (firstName: string | null, lastName: string | null, email = 'ana@example.rs') => ({
  firstName,
  lastName,
  email,
});

describe('displayNameOf', () => {
  it('joins first and last name', () => {
    expect(displayNameOf(user('Ana', 'Petrović'))).toBe('Ana Petrović');
  });

  it('uses what exists of the name', () => {
    expect(displayNameOf(user('Ana', null))).toBe('Ana');
    expect(displayNameOf(user(null, ' Petrović '))).toBe('Petrović');
  });

  it('falls back to the email', () => {
    expect(displayNameOf(user(null, null))).toBe('ana@example.rs');
    expect(displayNameOf(user('  ', ''))).toBe('ana@example.rs');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf(user('Ana', 'Petrović'))).toBe('AP');
    expect(initialsOf(user('Ana Marija', 'Đorđević'))).toBe('AĐ');
  });

  it('takes one initial for one word', () => {
    expect(initialsOf(user('ana', null))).toBe('A');
  });

  it('reads initials from the email without its domain', () => {
    expect(initialsOf(user(null, null, 'marko.jovanovic@example.rs'))).toBe('MJ');
  });
});

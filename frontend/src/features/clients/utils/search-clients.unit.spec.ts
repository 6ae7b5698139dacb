import type { Client } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { initialsOf, searchClients } from './search-clients';

const client = (name: string, email: string, phone: string | null = null): Client => ({
  id: name,
  name,
  email,
  phone,
  address: null,
  country: 'Serbia',
  notes: null,
  instagram: null,
  preferredLanguage: 'Serbian',
  selectedPlan: null,
  planStatus: 'inactive',
  lastPaymentDate: null,
  nextPaymentDue: null,
  totalPaid: '0.00',
  emailVerified: false,
  reminderDaysBefore: 14,
  alternativeEmails: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const milica = client('Milica Jovanović', 'milica@example.com', '+49 151 2345678');
const djordje = client('Đorđe Ilić', 'djordje@example.rs');
const petar = client('Petar Petrović', 'petar@example.ca', '+1 416 555 0100');
const all = [milica, djordje, petar];

describe('searchClients', () => {
  it('keeps every client, in order, for an empty search', () => {
    expect(searchClients(all, '  ')).toEqual(all);
  });

  it('finds by name without caring about case or diacritics', () => {
    expect(searchClients(all, 'jovanovic')).toEqual([milica]);
    expect(searchClients(all, 'DJORDJE')).toEqual([djordje]);
    expect(searchClients(all, 'ilić')).toEqual([milica, djordje]); // "milica" holds "ilic"
    expect(searchClients(all, 'Ilić Đorđe')).toEqual([djordje]);
  });

  it('finds by email or phone, every word having to match', () => {
    expect(searchClients(all, 'example.ca')).toEqual([petar]);
    expect(searchClients(all, '416')).toEqual([petar]);
    expect(searchClients(all, 'petar 0100')).toEqual([petar]);
    expect(searchClients(all, 'petar milica')).toEqual([]);
  });

  it("finds by one of the family's alternative addresses", () => {
    const son = { ...djordje, alternativeEmails: ['sin.ilic@firma.de'] };
    expect(searchClients([milica, son, petar], 'firma.de')).toEqual([son]);
  });
});

describe('initialsOf', () => {
  it('takes the first and last name', () => {
    expect(initialsOf('Milica Jovanović')).toBe('MJ');
    expect(initialsOf('  ana  ')).toBe('A');
    expect(initialsOf('Ana Marija Ilić')).toBe('AI');
    expect(initialsOf('')).toBe('?');
  });
});

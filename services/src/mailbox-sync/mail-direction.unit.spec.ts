import { describe, expect, it } from 'vitest';
import { addressOf, counterpartAddresses, directionOf } from './mail-direction';

const office = new Set(['office@memorialcare.example', 'no-reply@memorialcare.example']);
const message = {
  from: 'ana@family.example',
  to: ['office@memorialcare.example', 'milan@family.example'],
  cc: ['jelena@family.example'],
  bcc: [],
};

describe('a message’s direction and whose it is', () => {
  it('is inbound from anyone else, and belongs to its sender', () => {
    expect(directionOf(message, office, false)).toBe('inbound');
    expect(counterpartAddresses(message, 'inbound', office)).toEqual(['ana@family.example']);
    expect(counterpartAddresses({ ...message, from: '' }, 'inbound', office)).toEqual([]);
  });

  it('is outbound from the office or in the Sent folder, and belongs to its recipients', () => {
    const sent = {
      from: 'office@memorialcare.example',
      to: ['ana@family.example', 'office@memorialcare.example'],
      cc: ['milan@family.example'],
      bcc: ['jelena@family.example', 'ana@family.example'],
    };
    expect(directionOf(sent, office, false)).toBe('outbound');
    expect(directionOf(message, office, true)).toBe('outbound');
    expect(counterpartAddresses(sent, 'outbound', office)).toEqual([
      'ana@family.example',
      'milan@family.example',
      'jelena@family.example',
    ]);
  });

  it('reads the bare address of a From value', () => {
    expect(addressOf('Memorial Care <Office@MemorialCare.example>')).toBe(
      'office@memorialcare.example',
    );
    expect(addressOf('office@memorialcare.example')).toBe('office@memorialcare.example');
    expect(addressOf('Memorial Care')).toBeNull();
  });
});

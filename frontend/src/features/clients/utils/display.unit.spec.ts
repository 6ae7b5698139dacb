import { describe, expect, it } from 'vitest';
import {
  amountOrZero,
  communicationStatusColor,
  communicationTypeKey,
  isKnownCommunicationStatus,
} from './display';

describe('client screen display helpers', () => {
  it('colours delivered green, sent blue, failed red and other grey', () => {
    expect(communicationStatusColor('delivered')).toBe('green');
    expect(communicationStatusColor('sent')).toBe('blue');
    expect(communicationStatusColor('failed')).toBe('red');
    expect(communicationStatusColor('queued')).toBe('default');
    expect(isKnownCommunicationStatus('queued')).toBe(true);
    expect(isKnownCommunicationStatus('bounced')).toBe(false);
  });

  it('labels email and instagram, anything else as a message', () => {
    expect(communicationTypeKey('email')).toBe('email');
    expect(communicationTypeKey('instagram')).toBe('instagram');
    expect(communicationTypeKey('sms')).toBe('other');
  });

  it('reads an amount, 0 when missing', () => {
    expect(amountOrZero('45.50')).toBe(45.5);
    expect(amountOrZero('')).toBe(0);
    expect(amountOrZero(null)).toBe(0);
    expect(amountOrZero('abc')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { serviceTypeLabelKey } from './service-type';

describe('serviceTypeLabelKey', () => {
  it("is the label's key for the form's and the guest form's service types", () => {
    expect(serviceTypeLabelKey('grave_cleaning')).toBe('serviceType.grave_cleaning');
    expect(serviceTypeLabelKey('full_service_package')).toBe('serviceType.full_service_package');
    expect(serviceTypeLabelKey('candle_lighting')).toBe('serviceType.candle_lighting');
  });

  it('is null for an unknown type, and for names of object properties', () => {
    expect(serviceTypeLabelKey('window_washing')).toBeNull();
    expect(serviceTypeLabelKey('toString')).toBeNull();
    expect(serviceTypeLabelKey('constructor')).toBeNull();
  });
});

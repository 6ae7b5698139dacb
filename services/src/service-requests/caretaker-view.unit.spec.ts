import { describe, expect, it } from 'vitest';
import type { ServiceRequest } from '@memorial-care/contracts/http';
import { caretakerEarningOf, caretakerTaskOf } from './caretaker-view';

const request: ServiceRequest = {
  id: 'r1',
  clientId: 'c1',
  graveId: 'g1',
  cemeteryId: 'cem1',
  caretakerId: null,
  serviceType: 'cleaning',
  status: 'pending',
  priority: 'high',
  scheduledDate: '2026-05-01T08:00:00.000Z',
  completedDate: null,
  amount: '123.45',
  paymentStatus: 'paid',
  specialInstructions: 'Bring flowers',
  planSelected: 'premium',
  guestName: 'Guest Name',
  guestEmail: 'guest@example.com',
  guestPhone: '+381 11 123',
  description: 'Call me',
  clientName: 'Milica Jovanović',
  clientEmail: 'milica@example.com',
  caretakerName: null,
  grave: { id: 'g1', deceasedName: 'Petar', graveNumber: '12/B' },
  cemetery: { id: 'cem1', name: 'Novo groblje', city: 'Beograd' },
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
};

describe('caretakerTaskOf', () => {
  it('keeps what the work needs and no client, guest or money field but the own earning', () => {
    const task = caretakerTaskOf(request);
    expect(Object.keys(task).sort()).toEqual(
      [
        'id',
        'graveId',
        'cemeteryId',
        'caretakerId',
        'serviceType',
        'status',
        'priority',
        'scheduledDate',
        'completedDate',
        'specialInstructions',
        'caretakerName',
        'grave',
        'cemetery',
        'createdAt',
        'updatedAt',
        'earning',
      ].sort(),
    );
    const json = JSON.stringify(task);
    for (const secret of ['milica', 'Milica', 'guest', '123.45', 'paid', 'premium', 'Call me'])
      expect(json).not.toContain(secret);
    expect(task.earning).toBe('86.42');
  });
});

describe('caretakerEarningOf', () => {
  it('is the caretaker share in cents, rounded, with two places', () => {
    expect(caretakerEarningOf('100.00')).toBe('70.00');
    expect(caretakerEarningOf('33.33')).toBe('23.33');
    expect(caretakerEarningOf('0.00')).toBe('0.00');
    expect(caretakerEarningOf('n/a')).toBe('0.00');
  });
});

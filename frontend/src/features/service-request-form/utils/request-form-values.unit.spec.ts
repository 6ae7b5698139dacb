import {
  createServiceRequestSchema,
  updateServiceRequestSchema,
  type ServiceRequest,
} from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  emptyRequestFormValues,
  pickedOrNull,
  requestFormFields,
  requestToFormValues,
  scheduledDateIso,
  serviceTypeChoices,
  textOrNull,
  toCreateBody,
  toUpdatePatch,
  type RequestFormValues,
} from './request-form-values';

const clientId = '6f1d2a4e-8c1b-4c9e-9d1a-2f3b4c5d6e7f';
const graveId = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const cemeteryId = '7b0c1f8e-2d1a-4c3b-9e4f-5a6b7c8d9e0f';
const caretakerId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const request: ServiceRequest = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  clientId,
  graveId,
  cemeteryId,
  caretakerId,
  serviceType: 'grave_cleaning',
  status: 'scheduled',
  priority: 'high',
  scheduledDate: '2030-05-06T08:30:27.000Z',
  completedDate: null,
  amount: '45.50',
  paymentStatus: 'paid',
  specialInstructions: 'Bring white roses',
  planSelected: 'premium',
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  description: null,
  clientName: 'Milica Jovanović',
  clientEmail: 'milica@example.com',
  caretakerName: 'Dragan Nikolić',
  grave: { id: graveId, deceasedName: 'Stevan Jovanović', graveNumber: '12' },
  cemetery: { id: cemeteryId, name: 'Novo groblje', city: 'Beograd' },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const filled: RequestFormValues = {
  ...emptyRequestFormValues,
  clientId,
  clientEmail: 'milica@example.com',
  graveId,
  cemeteryId,
  serviceType: 'monument_cleaning',
  caretakerId,
  scheduledDate: dayjs('2030-05-06T10:15:42.123Z'),
  amount: 25,
  specialInstructions: '  Call before the visit ',
  planSelected: 'basic',
};

describe('small helpers', () => {
  it('turns blank text into null and trims the rest', () => {
    expect(textOrNull('  Ana ')).toBe('Ana');
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
    expect(textOrNull(null)).toBeNull();
  });

  it('never sends an empty Select value: nothing picked is null', () => {
    expect(pickedOrNull('')).toBeNull();
    expect(pickedOrNull(undefined)).toBeNull();
    expect(pickedOrNull(null)).toBeNull();
    expect(pickedOrNull('x')).toBe('x');
  });

  it('writes the amount with 2 decimals, 0.00 when empty', () => {
    expect(amountText(null)).toBe('0.00');
    expect(amountText(undefined)).toBe('0.00');
    expect(amountText('')).toBe('0.00');
    expect(amountText('  ')).toBe('0.00');
    expect(amountText(25)).toBe('25.00');
    expect(amountText(25.5)).toBe('25.50');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
    expect(amountText('12.5')).toBe('12.50');
    expect(amountText(10000)).toBe('10000.00');
  });

  it('sends an amount that is no number as typed, for the server to name it', () => {
    expect(amountText('abc')).toBe('abc');
  });

  it('sends the visit date as ISO to the minute', () => {
    expect(scheduledDateIso(dayjs('2030-05-06T10:15:42.123Z'))).toBe('2030-05-06T10:15:00.000Z');
    expect(scheduledDateIso(null)).toBeNull();
    expect(scheduledDateIso(undefined)).toBeNull();
    expect(scheduledDateIso(dayjs('not a date'))).toBeNull();
  });

  it('keeps a stored date that the edit left at the same minute', () => {
    const stored = '2030-05-06T08:30:27.000Z';
    expect(scheduledDateIso(dayjs('2030-05-06T08:30:00.000Z'), stored)).toBe(stored);
    expect(scheduledDateIso(dayjs('2030-05-06T08:31:00.000Z'), stored)).toBe(
      '2030-05-06T08:31:00.000Z',
    );
  });
});

describe('service types', () => {
  it('offers the spec six for a new request', () => {
    expect(serviceTypeChoices()).toEqual([
      'grave_cleaning',
      'flower_arrangement',
      'memorial_candles',
      'full_service_package',
      'grave_maintenance',
      'monument_cleaning',
    ]);
  });

  it("adds a guest request's own type, once", () => {
    expect(serviceTypeChoices('candle_lighting')).toContain('candle_lighting');
    expect(serviceTypeChoices('candle_lighting')).toHaveLength(7);
    expect(serviceTypeChoices('grave_cleaning')).toHaveLength(6);
    expect(serviceTypeChoices('unknown')).toHaveLength(6);
  });
});

describe('a new request', () => {
  it('starts pending, normal priority, payment pending, nothing picked', () => {
    expect(emptyRequestFormValues).toEqual({
      status: 'pending',
      priority: 'normal',
      paymentStatus: 'pending',
      amount: null,
      scheduledDate: null,
    });
  });

  it('posts every field of spec §7 in its shape', () => {
    const body = toCreateBody(filled);
    expect(body).toEqual({
      clientId,
      graveId,
      cemeteryId,
      caretakerId,
      serviceType: 'monument_cleaning',
      status: 'pending',
      priority: 'normal',
      amount: '25.00',
      paymentStatus: 'pending',
      specialInstructions: 'Call before the visit',
      planSelected: 'basic',
      scheduledDate: '2030-05-06T10:15:00.000Z',
      clientName: null,
      clientEmail: null,
      deceasedName: null,
      graveNumber: null,
    });
    expect(createServiceRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends null, never an empty string, for everything left empty', () => {
    const body = toCreateBody({ ...emptyRequestFormValues, clientId: '', graveId: '' });
    expect(body).toMatchObject({
      clientId: null,
      graveId: null,
      cemeteryId: null,
      caretakerId: null,
      serviceType: null,
      amount: '0.00',
      specialInstructions: null,
      planSelected: null,
      scheduledDate: null,
    });
    expect(Object.values(body)).not.toContain('');
    expect(Object.values(body)).not.toContain(undefined);
    expect(createServiceRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends the typed client and grave when none is picked, for the server to create', () => {
    const body = toCreateBody({
      ...filled,
      clientId: undefined,
      clientName: ' Jovana Petrović ',
      clientEmail: ' jovana@example.com ',
      graveId: undefined,
      deceasedName: ' Petar Petrović ',
      graveNumber: ' 7A ',
    });
    expect(body).toMatchObject({
      clientId: null,
      clientName: 'Jovana Petrović',
      clientEmail: 'jovana@example.com',
      graveId: null,
      cemeteryId,
      deceasedName: 'Petar Petrović',
      graveNumber: '7A',
    });
    expect(createServiceRequestSchema.safeParse(body).success).toBe(true);
  });

  it('drops typed new-client and new-grave texts once a client and grave are picked', () => {
    const body = toCreateBody({ ...filled, clientName: 'Old text', deceasedName: 'Old text' });
    expect(body.clientName).toBeNull();
    expect(body.deceasedName).toBeNull();
    expect(body.graveNumber).toBeNull();
  });
});

describe('an edited request', () => {
  it('prefills the form from the request', () => {
    const values = requestToFormValues(request);
    expect(values).toMatchObject({
      clientId,
      clientEmail: 'milica@example.com',
      graveId,
      cemeteryId,
      caretakerId,
      serviceType: 'grave_cleaning',
      status: 'scheduled',
      priority: 'high',
      amount: 45.5,
      paymentStatus: 'paid',
      specialInstructions: 'Bring white roses',
      planSelected: 'premium',
    });
    expect(values.scheduledDate?.toISOString()).toBe('2030-05-06T08:30:27.000Z');
  });

  it('round-trips unchanged into a PATCH of the whole form', () => {
    const patch = toUpdatePatch(requestToFormValues(request), request);
    expect(patch).toEqual({
      clientId,
      graveId,
      cemeteryId,
      caretakerId,
      serviceType: 'grave_cleaning',
      status: 'scheduled',
      priority: 'high',
      amount: '45.50',
      paymentStatus: 'paid',
      specialInstructions: 'Bring white roses',
      planSelected: 'premium',
      scheduledDate: '2030-05-06T08:30:27.000Z',
    });
    expect(updateServiceRequestSchema.safeParse(patch).success).toBe(true);
  });

  it("keeps a guest request's type and leaves out the client it does not have", () => {
    const guest: ServiceRequest = {
      ...request,
      clientId: null,
      graveId: null,
      cemeteryId: null,
      caretakerId: null,
      serviceType: 'candle_lighting',
      scheduledDate: null,
      planSelected: null,
      specialInstructions: null,
      clientEmail: 'guest@example.com',
    };
    const values = requestToFormValues(guest);
    expect(values).toMatchObject({
      clientId: undefined,
      graveId: undefined,
      serviceType: 'candle_lighting',
      scheduledDate: null,
      planSelected: undefined,
    });
    const patch = toUpdatePatch(values, guest);
    expect(patch).not.toHaveProperty('clientId');
    expect(patch).toMatchObject({
      graveId: null,
      caretakerId: null,
      serviceType: 'candle_lighting',
      scheduledDate: null,
      planSelected: null,
      specialInstructions: null,
    });
    expect(updateServiceRequestSchema.safeParse(patch).success).toBe(true);
  });

  it('sends a new date to the minute and a cleared amount as 0.00', () => {
    const patch = toUpdatePatch(
      {
        ...requestToFormValues(request),
        scheduledDate: dayjs('2030-06-01T09:45:59.000Z'),
        amount: null,
      },
      request,
    );
    expect(patch.scheduledDate).toBe('2030-06-01T09:45:00.000Z');
    expect(patch.amount).toBe('0.00');
  });
});

describe('requestFormFields', () => {
  it('names every field of the create body, for routing server errors', () => {
    const bodyKeys = Object.keys(toCreateBody(filled));
    for (const key of bodyKeys) expect(requestFormFields).toContain(key);
  });
});

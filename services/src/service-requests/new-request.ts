import { defaultPriority, type Priority, type ServicePlan } from '@memorial-care/contracts/domain';
import type {
  RequestServiceType,
  ServiceRequested,
  ServiceRequestGuest,
} from '@memorial-care/contracts/events';
import type { FieldError } from '../shared/errors';
import { failOn, normalizeTimestamp, optionalText } from './request-form';
import { normalizeAmount } from './request-rules';

/** What a caller may send when asking for a service; absent optional fields take defaults. */
export interface NewServiceRequest {
  readonly requestId: string;
  readonly clientId?: string | null;
  readonly graveId?: string | null;
  readonly cemeteryId?: string | null;
  readonly caretakerId?: string | null;
  readonly serviceType: RequestServiceType;
  readonly priority?: Priority;
  /** ISO timestamp of the wished-for visit. */
  readonly scheduledDate?: string | null;
  /** Decimal EUR as text ("25", "25.5", "25.50"); empty or absent means 0.00. */
  readonly amount?: string | null;
  readonly paymentStatus?: ServiceRequested['paymentStatus'];
  readonly specialInstructions?: string | null;
  readonly planSelected?: ServicePlan | null;
  /** Contact details of a visitor without an account (the landing page's guest form). */
  readonly guest?: ServiceRequestGuest | null;
  readonly description?: string | null;
  /** The grave's care occasion (`<kind>:<yyyy-MM-dd>`) the request is for, if any. */
  readonly occasionKey?: string | null;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normalizeGuest = (guest: ServiceRequestGuest, errors: FieldError[]) => {
  const normalized = {
    name: guest.name.trim(),
    email: guest.email.trim().toLowerCase(),
    phone: guest.phone.trim(),
  };
  // The guest form's own messages (spec part 1, section 5).
  if (!normalized.name)
    errors.push({ path: 'guest.name', message: 'Please enter your full name.' });
  if (!emailPattern.test(normalized.email))
    errors.push({ path: 'guest.email', message: 'Please enter a valid email address.' });
  if (!normalized.phone)
    errors.push({ path: 'guest.phone', message: 'Please enter your phone number.' });
  return normalized;
};

/** The guest form, the seed and imports: a request as asked for, before anyone schedules it. */
export const toServiceRequested = (input: NewServiceRequest): ServiceRequested => {
  const errors: FieldError[] = [];
  const clientId = optionalText(input.clientId);
  const guest = input.guest ? normalizeGuest(input.guest, errors) : null;
  // A request belongs to a client, or to a guest who left contact details; never both.
  if (!clientId && !guest)
    errors.push({ path: 'clientId', message: 'Client selection is required' });
  if (clientId && guest)
    errors.push({ path: 'guest', message: "A client's request carries no guest details" });
  const amount = normalizeAmount(input.amount);
  if (!amount.ok) errors.push({ path: 'amount', message: amount.message });
  let scheduledDate: string | null = null;
  if (input.scheduledDate) {
    scheduledDate = normalizeTimestamp(input.scheduledDate);
    if (!scheduledDate)
      errors.push({ path: 'scheduledDate', message: 'Please select a valid visit date' });
  }
  failOn(errors);
  return {
    requestId: input.requestId,
    clientId,
    graveId: optionalText(input.graveId),
    cemeteryId: optionalText(input.cemeteryId),
    caretakerId: optionalText(input.caretakerId),
    serviceType: input.serviceType,
    priority: input.priority ?? defaultPriority,
    scheduledDate,
    amount: amount.ok ? amount.value : '0.00',
    paymentStatus: input.paymentStatus ?? 'pending',
    specialInstructions: optionalText(input.specialInstructions),
    planSelected: input.planSelected ?? null,
    guest,
    description: optionalText(input.description),
    // Only when set: requests for no occasion keep the event as it always was.
    ...(input.occasionKey ? { occasionKey: input.occasionKey } : {}),
  };
};

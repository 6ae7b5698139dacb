import {
  defaultPriority,
  type guestServiceTypes,
  type Priority,
} from '@memorial-care/contracts/domain';
import type { GuestRequest } from '@memorial-care/contracts/http';

export type GuestServiceType = (typeof guestServiceTypes)[number];

/** The form's fields carry the request's own names, so server errors map one to one. */
export interface GuestRequestFormValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  serviceType: GuestServiceType;
  description?: string;
  priority: Priority;
}

export type GuestRequestField = keyof GuestRequestFormValues;

export const guestRequestFields = [
  'guestName',
  'guestEmail',
  'guestPhone',
  'serviceType',
  'description',
  'priority',
] as const satisfies readonly GuestRequestField[];

/** The spec: urgency defaults to normal. */
export const initialGuestRequestValues: Partial<GuestRequestFormValues> = {
  priority: defaultPriority,
};

/** The POST /api/service-requests/guest body; an empty message is sent as null. */
export function toGuestRequest(values: GuestRequestFormValues): GuestRequest {
  return {
    guestName: values.guestName.trim(),
    guestEmail: values.guestEmail.trim(),
    guestPhone: values.guestPhone.trim(),
    serviceType: values.serviceType,
    description: values.description?.trim() || null,
    priority: values.priority,
  };
}

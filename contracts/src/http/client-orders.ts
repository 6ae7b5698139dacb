import { z } from 'zod';
import { parseCareOccasionKey } from '../domain/care-occasions';
import { serviceTypes } from '../domain/constants';
import {
  boundedText,
  calendarDate,
  dateWindows,
  entityId,
  textLimits,
} from '../domain/input-bounds';

export const clientOrderMessages = {
  graveRequired: 'Please select a grave',
  serviceTypeRequired: 'Please select a service type',
  dateRequired: 'Please select a visit date',
  pastDate: 'Please choose a date from today on',
  invalidOccasion: 'Unknown occasion',
} as const;

/** Error code of the 409 that warns of a day with more visits booked than caretakers free. */
export const dayOverCapacityCode = 'DAY_OVER_CAPACITY';

/**
 * Body of POST /api/service-requests/orders: a client orders care for one of their own graves
 * (an admin may order for a client's grave too). The amount is the price list's, the client
 * comes from the grave; the request is pending until the office schedules it. `visitDate` is the
 * wished-for day (Serbian time; the office picks the hour). A day over capacity is refused with
 * 409 DAY_OVER_CAPACITY unless `acceptBusyDay` says the family was warned and orders anyway.
 */
export const clientOrderSchema = z.object({
  graveId: entityId(clientOrderMessages.graveRequired),
  serviceType: z.enum(serviceTypes, clientOrderMessages.serviceTypeRequired),
  visitDate: calendarDate(dateWindows.schedule, { invalid: clientOrderMessages.dateRequired }),
  /** The care occasion this order is for (a reminder's link names it), or none. */
  occasionKey: z
    .string()
    .max(40)
    .refine((key) => parseCareOccasionKey(key) !== null, clientOrderMessages.invalidOccasion)
    .nullish()
    .transform((key) => key ?? null),
  notes: boundedText(textLimits.instructions, { multiline: true })
    .nullish()
    .transform((notes) => (notes?.trim() ? notes.trim() : null)),
  acceptBusyDay: z.boolean().optional().default(false),
});
export type ClientOrderInput = z.input<typeof clientOrderSchema>;
export type ClientOrder = z.output<typeof clientOrderSchema>;

export const clientOrderResultSchema = z.object({ id: z.string(), amount: z.string() });
export type ClientOrderResult = z.infer<typeof clientOrderResultSchema>;

/** The 409's details: how full the day is at the grave's cemetery. */
export const dayOverCapacityDetailsSchema = z.object({
  date: z.string(),
  booked: z.number(),
  capacity: z.number(),
  caretakersAvailable: z.number(),
});
export type DayOverCapacityDetails = z.infer<typeof dayOverCapacityDetailsSchema>;

/** The prefilled order's URL search parameters (a reminder mail's link, the care plan's Order). */
export const clientOrderLinkSchema = z.object({
  // A link is typed or pasted: a value too long or of the wrong shape is dropped alone, the rest
  // still prefills the form.
  graveId: z.string().max(64).optional().catch(undefined),
  serviceType: z.enum(serviceTypes).optional().catch(undefined),
  date: z.string().max(10).optional().catch(undefined),
  occasion: z.string().max(40).optional().catch(undefined),
});
export const clientOrderPath = '/client/order';
export const clientOrderLink = (params: {
  graveId: string;
  serviceType?: string | null;
  date?: string | null;
  occasion?: string | null;
}) => {
  const search = new URLSearchParams({ graveId: params.graveId });
  if (params.serviceType) search.set('serviceType', params.serviceType);
  if (params.date) search.set('date', params.date);
  if (params.occasion) search.set('occasion', params.occasion);
  return `${clientOrderPath}?${search.toString()}`;
};

import {
  isCalendarDate,
  parseCareOccasionKey,
  type CareOccasionKind,
} from '@memorial-care/contracts/domain';
import {
  clientOrderLinkSchema,
  type Grave,
  type GraveServiceType,
} from '@memorial-care/contracts/http';

export interface OrderOccasion {
  readonly key: string;
  readonly kind: CareOccasionKind;
  readonly date: string;
}

/** What the order page starts with, from its link and the client's graves. */
export interface OrderPrefill {
  readonly graveId: string | undefined;
  readonly serviceType: GraveServiceType | undefined;
  /** yyyy-MM-dd, from today on. */
  readonly visitDate: string | undefined;
  readonly occasion: OrderOccasion | null;
  /** The link named a grave that is not among the client's (an old or a foreign link). */
  readonly unknownGrave: boolean;
}

/**
 * Reads the link's parameters (a reminder mail's, a grave's Order care button's) as untrusted
 * input: a grave only when it is the client's own (the only one when there is one), a service
 * named in the link or else the grave's preferred one, a day from `today` on (the link's, or the
 * occasion's), an occasion only when its key is well-formed.
 */
export function orderPrefillOf(
  search: URLSearchParams,
  graves: readonly Grave[],
  today: string,
): OrderPrefill {
  const link = clientOrderLinkSchema.safeParse(Object.fromEntries(search));
  const params = link.success ? link.data : {};
  const parsedOccasion = params.occasion ? parseCareOccasionKey(params.occasion) : null;
  const occasion =
    parsedOccasion && params.occasion ? { key: params.occasion, ...parsedOccasion } : null;
  const named = params.graveId ? graves.find((grave) => grave.id === params.graveId) : undefined;
  const grave = named ?? (graves.length === 1 && !params.graveId ? graves[0] : undefined);
  const day = params.date ?? occasion?.date;
  return {
    graveId: grave?.id,
    serviceType: params.serviceType ?? grave?.preferredServiceType ?? undefined,
    visitDate: day && isCalendarDate(day) && day >= today ? day : undefined,
    occasion,
    unknownGrave: Boolean(params.graveId) && !named,
  };
}

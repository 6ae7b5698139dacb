import { guestServiceTypes, serviceTypes } from '@memorial-care/contracts/domain';

export type KnownServiceType = (typeof serviceTypes)[number] | (typeof guestServiceTypes)[number];

const known = new Set<string>([...serviceTypes, ...guestServiceTypes]);

/** Whether a request's service type has a label (the form's and the guest form's types). */
export const isKnownServiceType = (type: string): type is KnownServiceType => known.has(type);

/** An unknown type read as words ("deep_cleaning" → "Deep cleaning") rather than a raw key. */
export const humanizeServiceType = (type: string): string => {
  const words = type.replaceAll(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : type;
};
